import { describe, expect, it } from 'vitest';
import { clone, cloneDeep, isPlainObject, toPath } from './formikLodash.ts';

describe("Formik's lodash functions", () => {
  it('clone copies one level, arrays as arrays, and keeps the prototype', () => {
    const nested = { c: 1 };
    const values = { a: 'x', b: nested };
    const copy = clone(values);
    expect(copy).toEqual(values);
    expect(copy).not.toBe(values);
    expect(copy.b).toBe(nested);
    const list = [1, 2];
    expect(clone(list)).toEqual(list);
    expect(Array.isArray(clone(list))).toBe(true);
    class Point {
      x = 1;
    }
    expect(clone(new Point())).toBeInstanceOf(Point);
    expect(clone('text')).toBe('text');
    expect(clone(null)).toBeNull();
    expect(clone(undefined)).toBeUndefined();
  });

  it('cloneDeep copies every level', () => {
    const values = { a: { b: [{ c: '1' }] } };
    const copy = cloneDeep(values);
    expect(copy).toEqual(values);
    expect(copy.a.b[0]).not.toBe(values.a.b[0]);
    expect(cloneDeep(undefined)).toBeUndefined();
  });

  it('toPath splits a field name into its keys', () => {
    expect(toPath('collectionId')).toEqual(['collectionId']);
    expect(toPath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
    expect(toPath('friends[12]')).toEqual(['friends', '12']);
    expect(toPath(['a', 0])).toEqual(['a', '0']);
  });

  it('isPlainObject tells plain objects from everything else', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(new (class {})())).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});
