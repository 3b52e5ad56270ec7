/** 'displayName' → 'display_name': the records API's name of a schema field or input field (ADR 003). */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** 'biblios.0.major_title' → 'biblios.0.majorTitle': an API field name as the schema spells it. */
export const camelCase = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

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
