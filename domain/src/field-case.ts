/**
 * The records API names fields in snake_case, the GraphQL schema and the web app in camelCase
 * (ADR 003): one spelling turned into the other, for values and for types alike.
 */

/** 'major_title' → 'majorTitle', as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An object type with its keys in camelCase. */
export type CamelCased<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** 'major_title' → 'majorTitle'; 'biblios.0.major_title' → 'biblios.0.majorTitle'. */
export const camelCase = <S extends string>(name: S): CamelCase<S> =>
  name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as CamelCase<S>;

/** 'majorTitle' → 'major_title'. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The object with each key in camelCase. */
export const camelCaseKeys = <T extends object>(object: T): CamelCased<T> =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [camelCase(key), value])) as CamelCased<T>;
