import { createHash } from 'node:crypto';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import type { Credentials } from './credentials.ts';

/** How long the BFF trusts the API's answer to "who is this?" (docs/decisions/013). */
export const CALLER_TTL_MS = 5_000;
/** Bound on the entries kept: beyond it the oldest go first. */
const MAX_ENTRIES = 10_000;

type Entry = { user: UserRecord; expires: number };

/**
 * The signed-in user per credentials for a few seconds, so a GraphQL request need not wait for a
 * /api/user/current call before its own. Keyed by a hash of the credentials (never the session id
 * or token itself); the API still checks the caller on every call it answers.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  /** The API calls under way, so that requests arriving together with one session ask once. */
  private readonly asking = new Map<string, Promise<UserRecord | null>>();

  constructor(
    private readonly ttlMs = CALLER_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(credentials: Credentials): UserRecord | undefined {
    const key = keyOf(credentials);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(credentials: Credentials, user: UserRecord): void {
    const key = keyOf(credentials);
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { user, expires: this.now() + this.ttlMs });
  }

  /**
   * The remembered user, or else `ask()`'s answer, shared with every other request of the same
   * credentials that arrives while it is under way (a screen opening sends several at once).
   */
  async lookup(credentials: Credentials, ask: () => Promise<UserRecord | null>): Promise<UserRecord | null> {
    const known = this.get(credentials);
    if (known) return known;
    const key = keyOf(credentials);
    let answer = this.asking.get(key);
    if (!answer) {
      answer = ask().finally(() => this.asking.delete(key));
      this.asking.set(key, answer);
    }
    return answer;
  }

  /** Sign-out: these credentials name nobody from now on. */
  forget(credentials: Credentials): void {
    this.entries.delete(keyOf(credentials));
  }

  /** A role change: every session of that user asks the API again. */
  forgetUser(userId: number | string): void {
    for (const [key, entry] of this.entries) if (String(entry.user.id) === String(userId)) this.entries.delete(key);
  }
}

function keyOf(credentials: Credentials): string {
  const hash = createHash('sha256').update(credentials.kind);
  for (const [name, value] of Object.entries(credentials.headers)) hash.update(`\n${name}:${value}`);
  return hash.digest('base64url');
}
