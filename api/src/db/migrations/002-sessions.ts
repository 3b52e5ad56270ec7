import { sql, type Kysely } from 'kysely';

/**
 * Sign-in sessions (docs/decisions/008): the browser's cookie holds a random id, the table only its
 * SHA-256, so a leaked table or backup opens no session. Deleting a user ends their sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      id_token text
    );
    create index sessions_user_idx on sessions (user_id);
  `.execute(db);
}
