import type { RoleName } from './roles.ts';

/**
 * The demo sign-in accounts: the seed creates them with these roles, and the development identity
 * provider offers them on its sign-in page (subject = e-mail).
 */
export const DEMO_ACCOUNTS: readonly { email: string; displayName: string; role: RoleName }[] = [
  { email: 'coordinator@example.org', displayName: 'Casey Coordinator', role: 'Coordinator' },
  { email: 'researcher@example.org', displayName: 'Riley Researcher', role: 'Researcher' },
  { email: 'researcher2@example.org', displayName: 'Robin Researcher', role: 'Researcher' },
  { email: 'it@example.org', displayName: 'Indra IT', role: 'IT' },
  { email: 'auditor@example.org', displayName: 'Avery Auditor', role: 'External Auditor' },
  { email: 'unassigned@example.org', displayName: 'Uma Unassigned', role: 'Unassigned' },
];
