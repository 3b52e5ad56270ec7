import { describe, expect, it } from 'vitest';
import { userAccessSchema } from './userAccess.validation.ts';

describe('userAccessSchema', () => {
  it('accepts a user and a role', async () => {
    await expect(userAccessSchema.isValid({ userId: '7', roleId: '2' })).resolves.toBe(true);
  });

  it.each([
    [{ userId: '', roleId: '' }, ['userId', 'roleId']],
    [{ userId: '7', roleId: '' }, ['roleId']],
    [{ userId: '', roleId: '2' }, ['userId']],
  ])('refuses %j, naming the missing fields', async (values, fields) => {
    const error = await userAccessSchema.validate(values, { abortEarly: false }).catch((e: unknown) => e);
    expect((error as { inner: { path: string }[] }).inner.map((e) => e.path).sort()).toEqual([...fields].sort());
  });
});
