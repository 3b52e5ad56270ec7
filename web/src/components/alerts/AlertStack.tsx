import { ALERT_DISMISS_MS } from '@rt/domain';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { HEADER_HEIGHT_VAR } from '../useHeaderHeight.ts';
import type { AppAlert } from './alertContext.ts';

/** The word before each alert's message, so success and failure differ in more than colour and icon. */
const ALERT_WORD = { success: 'Done', danger: 'Error' } as const;

/**
 * The alert region, always in the document so screen readers announce each alert as it is added.
 * It sits just below the sticky header at the right of the page, over the top of the research
 * sidebar's cards: never over the header, nor the research form's fields and action buttons.
 */
export function AlertStack({ alerts, onDismiss }: { alerts: AppAlert[]; onDismiss: (id: number) => void }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      position="fixed"
      top={`calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.5rem)`}
      // The right edge of the page's content column (Container 7xl), or 1rem from the window's.
      right="max(1rem, calc((100vw - 80rem) / 2 + 1rem))"
      width="min(26rem, calc(100% - 2rem))"
      zIndex="toast"
      pointerEvents="none"
      data-testid="alert-region"
    >
      <Stack gap="2">
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onDismiss={onDismiss} />
        ))}
      </Stack>
    </Box>
  );
}

function AlertItem({ alert, onDismiss }: { alert: AppAlert; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(alert.id), ALERT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [alert.id, onDismiss]);

  return (
    <Alert.Root
      // A failure interrupts (assertive); a success is announced politely by the region around it.
      role={alert.status === 'danger' ? 'alert' : undefined}
      status={alert.status === 'danger' ? 'error' : 'success'}
      variant="solid"
      boxShadow="md"
      pointerEvents="auto"
      data-status={alert.status}
    >
      <Alert.Indicator />
      <Alert.Content flexDirection="row" flexWrap="wrap" columnGap="1.5">
        <Alert.Title>{ALERT_WORD[alert.status]}</Alert.Title>
        <Alert.Description data-testid={`alert-${alert.status}`}>{alert.message}</Alert.Description>
      </Alert.Content>
      <CloseButton
        aria-label="Close"
        size="sm"
        variant="ghost"
        color="inherit"
        alignSelf="center"
        onClick={() => onDismiss(alert.id)}
      />
    </Alert.Root>
  );
}
