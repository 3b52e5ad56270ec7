import { GraphQLError } from 'graphql';
import type { UserError, UserErrorCode } from '../__generated__/resolvers-types.ts';
import { camelCase } from '@rt/domain';

/**
 * API answers that are the user's to act on, not faults: a wrong value (400), something not found
 * (404), no right to change this record (403), a locked batch or a delete that would orphan rows (409).
 */
const USER_ERROR_CODES: ReadonlySet<string> = new Set<UserErrorCode>([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
]);
const isUserErrorCode = (code: string): code is UserErrorCode => USER_ERROR_CODES.has(code);

/** How a mutation names the API's fields: its arguments by API field, and the argument a 404 is about. */
export type Arguments = { argumentOf?: Record<string, string>; notFound?: string };

/** The API's name of a form field as the input names it: 'biblio_usage.2' → 'links.2', 'biblios.0.edition' stays. */
export function inputField(apiField: string, argumentOf: Record<string, string> = {}): string {
  return argumentOf[apiField] ?? camelCase(apiField.replace(/^biblio_usage(?=\.|$)/, 'links'));
}

/** One problem the API named: its field ('biblios.2.edition') or null, and its message. */
type Problem = { field: string | null; message: string };

function problemsOf(error: GraphQLError): Problem[] {
  const { problems, field } = error.extensions;
  const listed = Array.isArray(problems)
    ? problems
        .filter((p): p is Problem => typeof p?.message === 'string')
        .map((p) => ({
          field: typeof p.field === 'string' && p.field ? p.field : null,
          message: p.message,
        }))
    : [];
  return listed.length > 0 ? listed : [{ field: typeof field === 'string' ? field : null, message: error.message }];
}

/**
 * A refused write as `userErrors` entries (the Shopify pattern), one for every problem the API
 * named: each field named as the mutation's argument, so the form can put the message beside it.
 * The one mapper every mutation uses; a stale save's 409 (it carries details) is the save's
 * `conflict` instead, and anything else stays an error (undefined).
 */
export function toUserErrors(
  error: unknown,
  { argumentOf = {}, notFound = 'id' }: Arguments = {},
): UserError[] | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = String(error.extensions.code);
  if (!isUserErrorCode(code) || (code === 'CONFLICT' && error.extensions.details)) return undefined;
  return problemsOf(error).map(({ field: apiField, message }) => {
    const field = apiField
      ? inputField(apiField, argumentOf)
      : code === 'NOT_FOUND'
        ? (argumentOf.id ?? notFound)
        : null;
    return { field, path: field === null ? null : field.split('.'), code, errorCode: code, message };
  });
}

export type WriteOutcome<T> = { message: string | null; data: T | null; userErrors: UserError[] };

/** Runs one write of the records API: its message and data, or the refusal as userErrors. Faults stay errors. */
export async function attemptWrite<T>(
  send: () => Promise<{ message: string; data: T }>,
  args: Arguments = {},
): Promise<WriteOutcome<T>> {
  try {
    const { message, data } = await send();
    return { message, data, userErrors: [] };
  } catch (error) {
    const userErrors = toUserErrors(error, args);
    if (!userErrors) throw error;
    return { message: null, data: null, userErrors };
  }
}
