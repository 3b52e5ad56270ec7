import type { JWTPayload } from 'jose';
import { sql } from 'kysely';
import { ROLE_IDS } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { createUser } from '../user/create-user.ts';
import { findCaller, selectCallers, type Caller } from '../../http/caller.ts';
import { logEvent } from '../../log.ts';
import type { Refuse } from './refuse-sign-in.ts';
import { profileOf, type Profile, type TokenVerifier } from './token-verifier.ts';

/** A user with this e-mail not yet tied to any provider subject (the demo users, or users made by hand). */
function findUnlinked(db: Db, email: string): Promise<Caller | undefined> {
  return selectCallers(db).where('users.email', '=', email).where('users.subject', 'is', null).executeTakeFirst();
}

function subjectOf(claims: JWTPayload, refuse: Refuse): string {
  // RFC 9068 requires `sub` in JWT access tokens; without it the token names nobody.
  if (!claims.sub) refuse('no subject');
  return claims.sub;
}

/**
 * The account a bearer token acts as: the user whose subject it names, else the not-yet-linked user
 * of the e-mail it carries. Integrators are never created on the fly.
 */
export async function findAccount(db: Db, claims: JWTPayload, refuse: Refuse): Promise<Caller> {
  const sub = subjectOf(claims, refuse);
  const bySubject = await findCaller(db, { subject: sub });
  // Read on every request, so a revocation applies to the very next call.
  if (bySubject?.revoked_at)
    return refuse('integrator revoked', { message: 'This integrator has been revoked', who: sub });
  if (bySubject) return bySubject;
  const { email } = profileOf(claims);
  const byEmail = email ? await findUnlinked(db, email) : undefined;
  return byEmail ?? refuse('unknown account', { message: 'Unknown account', who: email ?? sub });
}

/**
 * The account a sign-in token belongs to: found by subject; else found by e-mail and tied to the
 * subject; else created with the role Unassigned. JWT access tokens may carry only `sub`, so the
 * e-mail and name of someone new come from the userinfo endpoint.
 */
export async function signInAccount(
  db: Db,
  tokens: TokenVerifier,
  { token, claims }: { token: string; claims: JWTPayload },
  refuse: Refuse,
): Promise<Caller> {
  const sub = subjectOf(claims, refuse);
  const known = await findCaller(db, { subject: sub });
  if (known) return known;

  const fromToken = profileOf(claims);
  const profile: Profile = fromToken.email ? fromToken : ((await tokens.userinfo(token, sub)) ?? {});
  const { email } = profile;
  if (!email)
    return refuse('no e-mail for a new account', { message: 'The provider gave no e-mail for this account', who: sub });
  // Tying an account to an e-mail the provider has not checked would let anyone claim it.
  if (profile.emailVerified === false)
    return refuse('e-mail not verified', { message: 'Your e-mail is not verified', who: email });

  const byEmail = await findCaller(db, { email });
  if (byEmail) {
    const linked = await db
      .updateTable('users')
      .set({ subject: sub, updated_at: sql<string>`now()` })
      .where('id', '=', byEmail.id)
      .where('subject', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // The e-mail is someone else's sign-in already: never hand that account to a second subject.
    return linked ? byEmail : refuse('e-mail tied to another subject', { message: 'Unknown account', who: email });
  }
  return createAccount(db, { email, name: profile.name ?? email, subject: sub });
}

async function createAccount(db: Db, { email, name, subject }: { email: string; name: string; subject: string }) {
  const user = await createUser(
    db,
    { email, display_name: name, subject, role_id: ROLE_IDS.Unassigned },
    { byThemselves: true },
  );
  logEvent('info', 'user created at first sign-in', { who: email, user_id: user.id, role: user.role });
  return user;
}
