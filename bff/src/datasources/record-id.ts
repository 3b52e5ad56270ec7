import { GraphQLError } from 'graphql';

const INT_MAX = 2_147_483_647;

/**
 * An id of the records API as it goes into an address ('document_detail/full_record/12'): plain
 * digits within PostgreSQL's integer, or BAD_USER_INPUT naming the argument. Nothing else reaches
 * a path, so '1?x=1' or '../user' can never become another call.
 */
export function recordId(value: string | number, argument = 'id'): string {
  const text = String(value);
  if (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= INT_MAX) return String(Number(text));
  throw new GraphQLError(`${argument} must be a positive whole number`, {
    extensions: { code: 'BAD_USER_INPUT', field: argument },
  });
}
