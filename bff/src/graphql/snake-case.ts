import { snakeCase } from '@rt/domain';

/**
 * A GraphQL input as the records API's body: every key in snake_case, lists and nested inputs
 * included; fields the client left out stay out (the API keeps what it has), explicit nulls travel.
 */
export function toSnakeCaseFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnakeCaseFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => [snakeCase(key), toSnakeCaseFields(v)]),
  );
}
