import { DEMO_ACCOUNTS, ROLE_IDS, type IntegratorScope, type RoleName } from '@rt/domain';
import type { NewRow } from '../factories.ts';

/** The roles and the accounts the seed loads: the demo's sign-in accounts, the integrator's, the research team. */

export const ROLE_ROWS: NewRow<'roles'>[] = Object.entries(ROLE_IDS)
  .map(([value, id]) => ({ id, value }))
  .sort((a, b) => a.id - b.id);

/**
 * `subject` is the provider's `sub` for the account; the development provider uses the e-mail
 * (a client id for an integrator, which also has a scope).
 */
export type SeedUser = {
  email: string;
  display_name: string;
  role: RoleName;
  subject?: string;
  integrator_scope?: IntegratorScope;
};

/** The sign-in accounts the demo and the tests rely on. */
export const DEMO_USERS: readonly SeedUser[] = DEMO_ACCOUNTS.map(({ email, displayName, role }) => ({
  email,
  display_name: displayName,
  role,
}));

/**
 * The integrator the development provider's client `integrator` calls the API as (its tokens' `sub`
 * is the client id): a Coordinator, so it may list collections, batches and records, with the scope
 * Read, so it changes nothing (docs/decisions/076).
 */
export const SERVICE_ACCOUNTS: readonly SeedUser[] = [
  {
    email: 'integrator@example.org',
    display_name: 'Reporting Integration',
    role: 'Coordinator',
    subject: 'integrator',
    integrator_scope: 'read',
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
