import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { keepPlan, type Db } from '../../db/connect.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { selectCallers, type Caller } from '../../http/caller.ts';

/** The cookie the BFF passes the session id in (docs/decisions/008). */
export const SESSION_COOKIE = 'rt_session';

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

/** 32 random bytes (256 bits) in base64url: 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored: whoever reads the table or a backup cannot present the id. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** The oldest last-seen time a session may have and still be alive. */
const idleCutoff = (idleMinutes: number) => sql<string>`now() - make_interval(mins => ${idleMinutes})`;

/** Opens a new session for the user and answers its id, the cookie value; stale sessions are swept on the way. */
export async function openSession(
  db: Db,
  policy: SessionPolicy,
  { userId, idToken }: { userId: number; idToken?: string },
): Promise<string> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', sql<string>`now()`), eb('last_seen_at', '<=', idleCutoff(policy.idleMinutes))]),
    )
    .execute();
  const id = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: userId,
      id_token: idToken ?? null,
      expires_at: sql<string>`now() + make_interval(hours => ${policy.absoluteHours})`,
    })
    .execute();
  return id;
}

/** The caller of the live session whose id hashes to `idHash`, and whether it was seen long ago. */
export const selectSessionCaller = (db: Db, idHash: string, idleMinutes: number) =>
  selectCallers(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select(sql<boolean>`sessions.last_seen_at < now() - interval '1 minute'`.as('seen_long_ago'))
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', sql<string>`now()`)
    .where('sessions.last_seen_at', '>', idleCutoff(idleMinutes));

/** Asked on every call the API answers; each connection keeps its plan. */
const sessionCallerStatement = reusableStatement((db, idHash: string, idleMinutes: number) =>
  selectSessionCaller(db, idHash, idleMinutes).modifyFront(keepPlan),
);

/**
 * The caller of a live session (neither idle too long nor past its absolute end), or undefined.
 * Marks it seen, at most once a minute to spare a write on every request.
 */
export async function findSessionCaller(db: Db, policy: SessionPolicy, id: string): Promise<Caller | undefined> {
  if (!SESSION_ID.test(id)) return undefined;
  const idHash = hashSessionId(id);
  const [row] = await sessionCallerStatement(db, idHash, policy.idleMinutes);
  if (!row) return undefined;
  const { seen_long_ago, ...caller } = row;
  if (seen_long_ago) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<string>`now()` })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return caller;
}

/** Ends the session; answers its ID token (for the provider's end-session call), or null. */
export async function closeSession(db: Db, id: string): Promise<string | null> {
  const row = await db
    .deleteFrom('sessions')
    .where('id_hash', '=', hashSessionId(id))
    .returning('id_token')
    .executeTakeFirst();
  return row?.id_token ?? null;
}
