import { Alert, Button, HStack } from '@chakra-ui/react';

type NoticeBarProps = {
  status: 'info' | 'warning' | 'error';
  message: string;
  actions: ReadonlyArray<{ label: string; onClick: () => void }>;
};

/**
 * A notice above the form with its choices: unsaved edits to restore, a conflicting save to reload.
 * The choices follow the message rather than the bar's far end, where alerts appear (docs/decisions/041).
 */
export function NoticeBar({ status, message, actions }: NoticeBarProps) {
  return (
    <Alert.Root status={status} alignItems="center" data-testid={`notice-${status}`}>
      <Alert.Indicator />
      <Alert.Content flex="0 1 auto">
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <HStack gap="2">
        {actions.map((a) => (
          <Button key={a.label} size="sm" variant="outline" bg="bg" onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
      </HStack>
    </Alert.Root>
  );
}
