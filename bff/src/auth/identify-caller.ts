import { GraphQLError } from 'graphql';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import type { CallerCache } from './caller-cache.ts';
import type { Credentials } from './credentials.ts';

/** The signed-in user and how they proved it (a session cookie or a bearer token). */
export type Caller = UserRecord & { via: Credentials['kind'] };

export const pleaseSignIn = () => new GraphQLError('Please sign in', { extensions: { code: 'UNAUTHENTICATED' } });

/**
 * Who is calling, according to the API (it checks the session or verifies the bearer token), as it
 * answered within the last few seconds (docs/decisions/013). Nobody, or credentials the API
 * refuses, is UNAUTHENTICATED; a refusal is never remembered.
 */
export async function identifyCaller(
  credentials: Credentials | undefined,
  callers: CallerCache,
  signedIn: () => Promise<UserRecord | null>,
): Promise<Caller> {
  if (!credentials) throw pleaseSignIn();
  const user = await callers.lookup(credentials, signedIn);
  if (!user) throw pleaseSignIn();
  return { ...user, via: credentials.kind };
}
