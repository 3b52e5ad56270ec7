import { DEMO_ACCOUNTS } from '@rt/domain';

/** A person the development provider can sign in as: the demo users the seed creates. */
export type DevAccount = { email: string; name: string };

export const DEV_ACCOUNTS: readonly DevAccount[] = DEMO_ACCOUNTS.map(({ email, displayName }) => ({
  email,
  name: displayName,
}));

export function findDevAccount(email: unknown): DevAccount | undefined {
  return DEV_ACCOUNTS.find((account) => account.email === email);
}
