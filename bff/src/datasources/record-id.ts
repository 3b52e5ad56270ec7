import { idFromText } from '@rt/domain';
import { GraphQLError } from 'graphql';

/**
 * An id of the records API as it goes into an address ('document_detail/full_record/12'): plain
 * digits within PostgreSQL's integer, or BAD_USER_INPUT naming the argument. Nothing else reaches
 * a path, so '1?x=1' or '../user' can never become another call.
 */
export function recordId(value: string | number, argument = 'id'): string {
  const id = idFromText(String(value));
  if (id !== null) return String(id);
  throw new GraphQLError(`${argument} must be a positive whole number`, {
    extensions: { code: 'BAD_USER_INPUT', field: argument },
  });
}

/**
 * A number the GraphQL input carries as text (an ID, a machine id as typed) as the JSON number the
 * API's bodies take. Anything else travels as it is, for the API to refuse with a message on its field.
 */
export function jsonNumber<T>(value: T): T | number {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
}
