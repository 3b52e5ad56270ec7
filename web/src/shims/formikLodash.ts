/**
 * The four lodash functions Formik imports, for the form values this app has (plain objects of
 * strings, numbers, booleans and arrays), in a few lines instead of lodash's ~4.5 KB gzipped of
 * general cloning (vite/formikLodash.ts puts them in place of Formik's `lodash-es/*` imports).
 */

/** A shallow copy keeping the prototype (Formik's setIn copies each object on a changed path). */
export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice() as T;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T & object, value);
}

/** A deep copy (Formik copies the initial values, errors, touched and status once). */
export function cloneDeep<T>(value: T): T {
  return structuredClone(value);
}

/** 'a.b[0].c' → ['a', 'b', '0', 'c']: a field name as its path. */
export function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value).match(/[^.[\]]+/g) ?? [];
}

/** An object made by `{}`, `new Object` or `Object.create(null)`. */
export function isPlainObject(value: unknown): boolean {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}
