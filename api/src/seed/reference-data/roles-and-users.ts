import { DEMO_ACCOUNTS, ROLE_IDS, type RoleName } from '@rt/domain';
import type { NewRow } from '../factories.ts';

/** The roles and the accounts the seed loads: the demo's sign-in accounts, the integrator's, the research team. */

export const ROLE_ROWS: NewRow<'roles'>[] = Object.entries(ROLE_IDS)
  .map(([value, id]) => ({ id, value }))
  .sort((a, b) => a.id - b.id);

/** `subject` is the provider's `sub` for the account; the development provider uses the e-mail. */
export type SeedUser = { email: string; display_name: string; role: RoleName; subject?: string };

/** The sign-in accounts the demo and the tests rely on. */
export const DEMO_USERS: readonly SeedUser[] = DEMO_ACCOUNTS.map(({ email, displayName, role }) => ({
  email,
  display_name: displayName,
  role,
}));

/**
 * Accounts that integrators call the API as, with a client-credentials token whose `sub` is the
 * client id of the development provider's client. Read-only: an auditor may not write.
 */
export const SERVICE_ACCOUNTS: readonly SeedUser[] = [
  {
    email: 'integrator@example.org',
    display_name: 'Reporting Integration',
    role: 'External Auditor',
    subject: 'integrator',
  },
];

/** The rest of the research team, loaded at demo scale only. */
export const EXTRA_RESEARCHERS: readonly SeedUser[] = [
  'Priya Sharma',
  "Liam O'Connor",
  'Mei Chen',
  'Jack Thompson',
  'Aroha Ngata',
  'Tom Nguyen',
].map((name) => ({
  email: `${name.toLowerCase().replace(/'/g, '').replace(/ /g, '.')}@example.org`,
  display_name: name,
  role: 'Researcher',
}));
