import { GraphQLError } from 'graphql';
import type { UserError } from '../__generated__/resolvers-types.ts';

/** API answers that are the user's to correct (400, 404, 422), as opposed to faults. */
const USER_ERROR_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * A refused write as a `userErrors` entry (the Shopify pattern): its field named as the mutation's
 * argument, so the form can put the message beside it. Anything else stays an error.
 */
export function toUserError(error: unknown, argumentOf: Record<string, string>, notFoundField: string): UserError | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = String(error.extensions.code);
  if (!USER_ERROR_CODES.has(code)) return undefined;
  const apiField = typeof error.extensions.field === 'string' ? error.extensions.field : undefined;
  const field = apiField ? (argumentOf[apiField] ?? camelCase(apiField)) : code === 'NOT_FOUND' ? notFoundField : null;
  return { field, code, message: error.message };
}
