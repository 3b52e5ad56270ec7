import { Alert, Button } from '@chakra-ui/react';

/** The failure state of a data-backed screen: what went wrong, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" bg="bg" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}
