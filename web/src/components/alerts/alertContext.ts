import { createContext } from 'react';

export type AlertStatus = 'success' | 'danger';

export type AppAlert = {
  id: number;
  status: AlertStatus;
  message: string;
};

export type AlertApi = {
  /** Shows a green alert, e.g. the server's message after a save. */
  success: (message: string) => void;
  /** Shows a red alert, e.g. the server's message or the spec's fallback text after a failure. */
  danger: (message: string) => void;
  dismiss: (id: number) => void;
};

export const AlertContext = createContext<AlertApi | null>(null);
