import { useContext } from 'react';
import { AlertContext, type AlertApi } from './alertContext.ts';

/** The app-wide alert stack: `const alerts = useAlerts(); alerts.success(message)`. */
export function useAlerts(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlerts must be used inside <AlertProvider>');
  return api;
}
