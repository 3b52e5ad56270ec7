import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertContext, type AlertApi, type AlertStatus, type AppAlert } from './alertContext.ts';
import { AlertStack } from './AlertStack.tsx';

/** Holds the alerts shown at the top of every page (spec section 2, global header). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AppAlert[]>([]);
  const nextId = useRef(1);

  const push = useCallback((status: AlertStatus, message: string) => {
    const id = nextId.current++;
    setAlerts((current) => [...current, { id, status, message }]);
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
