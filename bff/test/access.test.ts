import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS } from '@rt/domain';
import type { GraphQLArgument, GraphQLField, GraphQLObjectType } from 'graphql';
import { buildSchema } from '../src/graphql/schema.ts';
import { PUBLIC, ROOT_FIELD_OPERATIONS } from '../src/graphql/access.ts';
import { startTestBff, type GraphQLResponse, type TestBff } from './bff-harness.ts';

const schema = buildSchema();
const roots = [schema.getQueryType()!, schema.getMutationType()!];
const rootFields = roots.flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({ type, field, key: `${type.name}.${field.name}` })),
);

/** The demo account of each role, as the seed makes them. */
const ACCOUNTS = {
  Coordinator: 'coordinator@example.org',
  Researcher: 'researcher@example.org',
  IT: 'it@example.org',
  'External Auditor': 'auditor@example.org',
  Unassigned: 'unassigned@example.org',
} as const;

let bff: TestBff;
beforeAll(async () => {
  bff = await startTestBff();
});
afterAll(async () => {
  await bff?.close();
});

describe('every root field names its operation', () => {
  it('has an operation for each root field, and none for a field that does not exist', () => {
    expect(rootFields.filter(({ key }) => !ROOT_FIELD_OPERATIONS[key]).map(({ key }) => key)).toEqual([]);
    expect(Object.keys(ROOT_FIELD_OPERATIONS).filter((key) => !rootFields.some((f) => f.key === key))).toEqual([]);
  });
});

// The schema is built by graphql-tools with its own copy of graphql under Vitest, so types are read
// by name here rather than with graphql's instanceof-based predicates.
const namedType = (type: unknown) => schema.getType(String(type).replace(/[[\]!]/g, ''))!;
const isLeaf = (type: unknown) => !('getFields' in namedType(type));

/**
 * A value of the argument's type that the API accepts but that changes nothing (role 0 does not
 * exist; an input object gets only its required fields, so a form's input arrives empty and is refused).
 */
function sample(arg: Pick<GraphQLArgument, 'type'>): string {
  const type = namedType(arg.type);
  if ('getValues' in type) return type.getValues()[0].name;
  if ('getFields' in type && !('getInterfaces' in type)) {
    const required = Object.values(type.getFields()).filter((f) => String(f.type).endsWith('!'));
    return `{ ${required.map((f) => `${f.name}: ${sample(f)}`).join(', ')} }`;
  }
  switch (type.name) {
    case 'ID':
      return '"1"';
    case 'Int':
    case 'Float':
      return '0';
    case 'Boolean':
      return 'false';
    default:
      return '"a"';
  }
}

/**
 * One operation for one root field, with sample arguments and `__typename` (one each: an error in a
 * non-null root field stops its siblings, so they cannot share an operation).
 */
function operationFor(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => String(a.type).endsWith('!')).map((a) => `${a.name}: ${sample(a)}`);
  const selection = isLeaf(field.type) ? '' : ' { __typename }';
  return `${type.name === 'Mutation' ? 'mutation' : 'query'} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

const errorCode = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.code;

describe('the BFF refuses every root field the role may not use (domain can())', () => {
  const callers = [...Object.keys(ACCOUNTS), 'anonymous'] as (keyof typeof ACCOUNTS | 'anonymous')[];

  it.each(callers)('%s', async (caller) => {
    const cookie = caller === 'anonymous' ? undefined : await bff.signIn(ACCOUNTS[caller]);
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    await Promise.all(
      rootFields.map(async ({ type, field, key }) => {
        const code = errorCode(await bff.query(operationFor(type, field), undefined, { cookie }));
        const operation = ROOT_FIELD_OPERATIONS[key];
        // An API that did not answer says nothing of access: shown as such, never as 'allowed'.
        seen[key] =
          code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'UPSTREAM_UNAVAILABLE' ? code : 'allowed';
        expected[key] =
          operation === PUBLIC
            ? 'allowed'
            : caller === 'anonymous'
              ? 'UNAUTHENTICATED'
              : can(caller, operation)
                ? 'allowed'
                : 'FORBIDDEN';
      }),
    );
    expect(seen).toEqual(expected);
  });
});

describe('assignRole', () => {
  const assign = `mutation ($userId: ID!, $roleId: Int!) {
    assignRole(userId: $userId, roleId: $roleId) { message user { email role { value } } userErrors { field code message } }
  }`;
  type Result = {
    assignRole: {
      message: string | null;
      user: { email: string; role: { value: string } } | null;
      userErrors: { field: string | null; code: string }[];
    };
  };

  const userId = async (email: string) =>
    String((await bff.api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);

  it('gives a user a role when IT asks, and the new role applies at their next request', async () => {
    const staff = await bff.signIn(ACCOUNTS.IT);
    const researcher = await bff.signIn('researcher2@example.org');
    // Refused as a researcher first, so the BFF has that answer in mind when the role changes.
    expect((await bff.query('{ users { id } }', undefined, { cookie: researcher })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const { data, errors } = await bff.query<Result>(
      assign,
      { userId: await userId('researcher2@example.org'), roleId: ROLE_IDS.Coordinator },
      { cookie: staff },
    );
    expect(errors).toBeUndefined();
    expect(data!.assignRole.userErrors).toEqual([]);
    expect(data!.assignRole.user).toEqual({ email: 'researcher2@example.org', role: { value: 'Coordinator' } });
    expect(data!.assignRole.message).toBeTruthy();
    // A coordinator may read users; the researcher could not a moment ago.
    expect((await bff.query('{ users { id } }', undefined, { cookie: researcher })).errors).toBeUndefined();
  });

  it('a role taken away elsewhere is refused by the API at once, whatever the BFF remembers', async () => {
    const researcher = await bff.signIn(ACCOUNTS.Researcher);
    const setRole = (roleId: number) =>
      bff.api.db.updateTable('users').set({ role_id: roleId }).where('email', '=', ACCOUNTS.Researcher).execute();
    expect((await bff.query('{ queueSummary { onHold } }', undefined, { cookie: researcher })).errors).toBeUndefined();
    await setRole(ROLE_IDS.Unassigned);
    try {
      const { errors } = await bff.query('{ queueSummary { onHold } }', undefined, { cookie: researcher });
      expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // And the screens' own check (me) reads the role of now.
      const { data } = await bff.query<{ me: { role: { value: string } } }>('{ me { role { value } } }', undefined, {
        cookie: researcher,
      });
      expect(data?.me.role.value).toBe('Unassigned');
    } finally {
      await setRole(ROLE_IDS.Researcher);
    }
  });

  it('is FORBIDDEN to a coordinator, and changes nothing', async () => {
    const coordinator = await bff.signIn(ACCOUNTS.Coordinator);
    const target = await userId(ACCOUNTS.Unassigned);
    const { data, errors } = await bff.query<Result>(
      assign,
      { userId: target, roleId: ROLE_IDS.IT },
      { cookie: coordinator },
    );
    expect(data).toBeNull();
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const row = await bff.api.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', Number(target))
      .executeTakeFirstOrThrow();
    expect(row.role_id).toBe(ROLE_IDS.Unassigned);
  });

  it('answers an unknown role or user as userErrors on the argument to correct', async () => {
    const staff = await bff.signIn(ACCOUNTS.IT);
    const unknownRole = await bff.query<Result>(
      assign,
      { userId: await userId(ACCOUNTS.Unassigned), roleId: 999 },
      { cookie: staff },
    );
    expect(unknownRole.errors).toBeUndefined();
    expect(unknownRole.data!.assignRole.user).toBeNull();
    expect(unknownRole.data!.assignRole.userErrors).toMatchObject([{ field: 'roleId', code: 'BAD_USER_INPUT' }]);

    const unknownUser = await bff.query<Result>(
      assign,
      { userId: '99999999', roleId: ROLE_IDS.Researcher },
      { cookie: staff },
    );
    expect(unknownUser.data!.assignRole.userErrors).toMatchObject([{ field: 'userId', code: 'NOT_FOUND' }]);
  });
});
