import { describe, expect, it } from 'vitest';
import { integratorSchema } from './integrator.validation.ts';

const valid = { name: 'Royalty Ledger', clientId: 'royalty-ledger', roleId: '2', scope: 'READ' };

describe('integratorSchema', () => {
  it('accepts a name, a client id, a role and a scope', async () => {
    await expect(integratorSchema.isValid(valid)).resolves.toBe(true);
  });

  it.each([
    [{ name: '', clientId: '', roleId: '', scope: '' }, ['name', 'clientId', 'roleId', 'scope']],
    [{ ...valid, clientId: 'two words' }, ['clientId']],
    [{ ...valid, clientId: 'someone@example.org' }, ['clientId']],
    [{ ...valid, scope: 'ADMIN' }, ['scope']],
  ])('refuses %j, naming the fields at fault', async (values, fields) => {
    const error = await integratorSchema.validate(values, { abortEarly: false }).catch((e: unknown) => e);
    const paths = new Set((error as { inner: { path: string }[] }).inner.map((e) => e.path));
    expect([...paths].sort()).toEqual([...fields].sort());
  });
});
