import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertContext, type AlertApi, type AlertStatus, type AppAlert } from './alertContext.ts';
import { AlertStack } from './AlertStack.tsx';

/**
 * Holds the alerts shown below the global header (spec section 2): at most one success and one
 * failure at a time, the newest of each.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AppAlert[]>([]);
  const nextId = useRef(1);

  const push = useCallback((status: AlertStatus, message: string) => {
    const id = nextId.current++;
    // A new alert replaces the one of its kind still showing: that one tells of an earlier attempt.
    setAlerts((current) => [...current.filter((alert) => alert.status !== status), { id, status, message }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const api = useMemo<AlertApi>(
    () => ({
      success: (message) => push('success', message),
      danger: (message) => push('danger', message),
      dismiss,
    }),
    [push, dismiss],
  );

  return (
    <AlertContext.Provider value={api}>
      <AlertStack alerts={alerts} onDismiss={dismiss} />
      {children}
    </AlertContext.Provider>
  );
}
