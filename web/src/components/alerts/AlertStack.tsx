import { ALERT_DISMISS_MS } from '@rt/domain';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { AppAlert } from './alertContext.ts';

/**
 * The alert region at the top of the page. It is always in the document so screen readers
 * announce each alert as it is added.
 */
export function AlertStack({ alerts, onDismiss }: { alerts: AppAlert[]; onDismiss: (id: number) => void }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      position="fixed"
      top="3"
      insetX="0"
      marginX="auto"
      width="min(40rem, calc(100% - 1.5rem))"
      zIndex="toast"
      pointerEvents="none"
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
      data-testid={`alert-${alert.status}`}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{alert.message}</Alert.Description>
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
