import type { FormikErrors } from 'formik';

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
