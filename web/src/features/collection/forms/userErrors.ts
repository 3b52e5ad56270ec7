import type { FormikErrors } from 'formik';
import type { AlertApi } from '../../../components/alerts/alertContext.ts';

export type UserErrorView = { field?: string | null; code: string; message: string };

/**
 * A refused save's userErrors as Formik errors: each message under the field it names, when the
 * form has that field. The whole message also goes to the danger alert (spec section 5: the
 * server's message is shown).
 */
export function fieldErrors<V extends object>(userErrors: readonly UserErrorView[], values: V): FormikErrors<V> {
  const errors: Record<string, string> = {};
  for (const e of userErrors) {
    if (e.field && e.field in values) errors[e.field] = e.message;
  }
  return errors as FormikErrors<V>;
}

export const alertText = (userErrors: readonly UserErrorView[]) => userErrors.map((e) => e.message).join(' ');

/** What went wrong with a call that failed outright (network, sign-in, server fault). */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A mutation's answer: its message on success, its userErrors when refused. */
export type MutationPayload = { message?: string | null; userErrors: readonly UserErrorView[] };

/**
 * Shows a mutation's answer as an alert: a refusal's messages as the danger alert, otherwise the
 * server's message (when there is one) as the success alert. True when the mutation succeeded.
 */
export function alertPayload(alerts: AlertApi, payload: MutationPayload): boolean {
  if (payload.userErrors.length > 0) {
    alerts.danger(alertText(payload.userErrors));
    return false;
  }
  if (payload.message) alerts.success(payload.message);
  return true;
}
