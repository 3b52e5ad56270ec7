import type { FormikErrors } from 'formik';
import { graphql } from '../__generated__/gql.ts';
import type { UserErrorFieldsFragment } from '../__generated__/graphql.ts';
import type { AlertApi } from './alerts/alertContext.ts';

/**
 * What the app reads of a mutation's userErrors (schema's `UserError`, STYLE.md §4): every mutation
 * selects `userErrors { ...UserErrorFields }` and reads them through the helpers below.
 */
export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    field
    code
    message
  }
`);

export type UserErrorView = UserErrorFieldsFragment;

/**
 * A refusal's text for the danger alert: the server's message (spec section 5), which is its first
 * problem; a form shows every other problem under its own field (fieldErrors).
 */
export const userErrorText = (userErrors: readonly Pick<UserErrorView, 'message'>[]): string =>
  userErrors[0]?.message ?? '';

/**
 * A refused save's userErrors as Formik errors: each message under the field it names, when the
 * form has that field. The whole message also goes to the danger alert.
 */
export function fieldErrors<V extends object>(userErrors: readonly UserErrorView[], values: V): FormikErrors<V> {
  const errors: Record<string, string> = {};
  for (const e of userErrors) {
    if (e.field && e.field in values) errors[e.field] = e.message;
  }
  return errors as FormikErrors<V>;
}

/** A mutation's answer: its message on success, its userErrors when refused. */
export type MutationPayload = { message?: string | null; userErrors: readonly UserErrorView[] };

/**
 * Shows a mutation's answer as an alert: a refusal's messages as the danger alert, otherwise the
 * server's message (when there is one) as the success alert. True when the mutation succeeded.
 */
export function alertPayload(alerts: AlertApi, payload: MutationPayload): boolean {
  if (payload.userErrors.length > 0) {
    alerts.danger(userErrorText(payload.userErrors));
    return false;
  }
  if (payload.message) alerts.success(payload.message);
  return true;
}
