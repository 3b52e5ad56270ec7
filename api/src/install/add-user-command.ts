import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROLE_IDS, normalizeRole, type RoleName } from '@rt/domain';
import type { Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findCaller, type Caller } from '../http/caller.ts';
import { ApiError } from '../http/api-error.ts';
import { logEvent } from '../log.ts';
import { assignRole } from '../modules/user/assign-role.ts';
import { createUser } from '../modules/user/create-user.ts';
import { connectConfigured, type Connect } from './connect-configured.ts';

const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

export const ADD_USER_USAGE = `Usage: npm run users:add -- --email <e-mail> --role <role> [--name "Display Name"]
Roles: ${ROLE_NAMES.join(', ')}`;

export type AddUserResult = { action: 'created' | 'updated' | 'unchanged'; user: Caller; previousRole?: string | null };

/**
 * Creates a user with a role, or gives an existing one the role, audited as a change made by no
 * account (the operator at the server). A new user has no provider subject: the first sign-in
 * with this e-mail through the agency's provider links the account (modules/auth/accounts.ts).
 * The last IT user keeps the role, as on User Access.
 */
export async function addUser(
  db: Db,
  { email, role, name }: { email: string; role: RoleName; name?: string },
): Promise<AddUserResult> {
  const roleId = ROLE_IDS[role];
  const existing = await findCaller(db, { email });
  if (existing) {
    if (existing.role_id === roleId) return { action: 'unchanged', user: existing };
    const user = await assignRole(db, undefined, { userId: existing.id, roleId });
    return { action: 'updated', user, previousRole: existing.role };
  }
  const user = await createUser(
    db,
    { email, display_name: name ?? email, subject: null, role_id: roleId },
    { byThemselves: false },
  );
  logEvent('info', 'user created', { who: 'npm run users:add', whom: email, user_id: user.id, role: user.role });
  return { action: 'created', user };
}

const argsSchema = z.object({
  email: z.email({ error: '--email must be an e-mail address, e.g. --email it.lead@agency.example' }),
  role: z.string({ error: `--role is required: one of ${ROLE_NAMES.join(', ')}` }).transform((value, ctx) => {
    const role = normalizeRole(value);
    if (!role) {
      ctx.addIssue({
        code: 'custom',
        message: `--role '${value}' is not a role: give one of ${ROLE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return role;
  }),
  name: z.string().trim().min(1, '--name must not be blank').optional(),
});

/** `npm run users:add -- --email <e> --role <role> [--name <name>]`; bad arguments: a message and exit 2, nothing changed. */
export async function addUserCommand(args: readonly string[], connect: Connect = connectConfigured): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${ADD_USER_USAGE}`);
    return 2;
  }
  if (values.email === undefined) {
    console.error(`--email is required\n${ADD_USER_USAGE}`);
    return 2;
  }
  const parsed = argsSchema.safeParse({ ...values, email: values.email.trim() });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${ADD_USER_USAGE}`);
    return 2;
  }
  const handle = await connect();
  try {
    // The roles must be there before a user can have one; migrating is idempotent.
    await migrateToLatest(handle.db);
    const { action, user, previousRole } = await addUser(handle.db, parsed.data);
    if (action === 'created')
      console.log(
        `Created ${user.email} ('${user.display_name}') with the role ${user.role}; they sign in through the agency's provider with this e-mail.`,
      );
    else if (action === 'updated')
      console.log(`${user.email} now has the role ${user.role} (was ${previousRole ?? 'none'}).`);
    else console.log(`${user.email} already has the role ${user.role}; nothing changed.`);
    if (action !== 'created' && parsed.data.name && parsed.data.name !== user.display_name)
      console.log(`Their name stays '${user.display_name}': --name applies to a new user only.`);
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}
