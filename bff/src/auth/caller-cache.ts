import type { UserRecord } from '../modules/user/user.mappers.ts';
import { credentialsKey, type Credentials } from './credentials.ts';

/** How long the BFF trusts the API's answer to "who is this?" (docs/decisions/013). */
export const CALLER_TTL_MS = 5_000;
/** Bound on the entries kept: beyond it the oldest go first. */
const MAX_ENTRIES = 10_000;

type Entry = { user: UserRecord; expires: number };

/**
 * A sign-out (the credentials' hash, never the credentials) or a role change, as told to the other
 * BFF replicas (docs/decisions/071).
 */
export type CallerChange = { kind: 'session'; key: string } | { kind: 'user'; userId: string };

/**
 * The signed-in user per credentials for a few seconds, so a GraphQL request need not wait for a
 * /api/user/current call before its own. Keyed by a hash of the credentials (never the session id
 * or token itself); the API still checks the caller on every call it answers.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  /** The API calls under way, so that requests arriving together with one session ask once. */
  private readonly asking = new Map<string, Promise<UserRecord | null>>();
  /**
   * Moves on whenever a session ends or a role changes: an answer asked before that is not kept,
   * so a sign-out or a role change is never undone by an answer that was already on its way.
   */
  private epoch = 0;
  /** Tells the other replicas of a sign-out or role change here (see `announceTo`). */
  private announce: (change: CallerChange) => void = () => {};

  constructor(
    private readonly ttlMs = CALLER_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(credentials: Credentials): UserRecord | undefined {
    const key = credentialsKey(credentials);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(credentials: Credentials, user: UserRecord): void {
    const key = credentialsKey(credentials);
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { user, expires: this.now() + this.ttlMs });
  }

  /**
   * The API's answer of now (`ask()`), kept for the next few seconds, or forgotten when it names
   * nobody; not kept when the session ended or a role changed while it was being asked.
   */
  async refresh(credentials: Credentials, ask: () => Promise<UserRecord | null>): Promise<UserRecord | null> {
    const askedAt = this.epoch;
    const user = await ask();
    if (this.epoch === askedAt) {
      if (user) this.set(credentials, user);
      else this.entries.delete(credentialsKey(credentials));
    }
    return user;
  }

  /**
   * The remembered user, or else `ask()`'s answer, shared with every other request of the same
   * credentials that arrives while it is under way (a screen opening sends several at once).
   */
  async lookup(credentials: Credentials, ask: () => Promise<UserRecord | null>): Promise<UserRecord | null> {
    const known = this.get(credentials);
    if (known) return known;
    const key = credentialsKey(credentials);
    let answer = this.asking.get(key);
    if (!answer) {
      const asked: Promise<UserRecord | null> = this.refresh(credentials, ask).finally(() => {
        if (this.asking.get(key) === asked) this.asking.delete(key);
      });
      this.asking.set(key, asked);
      answer = asked;
    }
    return answer;
  }

  /** Sign-out: these credentials name nobody from now on, nor does an answer already on its way. */
  forget(credentials: Credentials): void {
    const change: CallerChange = { kind: 'session', key: credentialsKey(credentials) };
    this.apply(change);
    this.announce(change);
  }

  /** A role change: every session of that user asks the API again, and no answer on its way is kept. */
  forgetUser(userId: number | string): void {
    const change: CallerChange = { kind: 'user', userId: String(userId) };
    this.apply(change);
    this.announce(change);
  }

  /** From now on every sign-out and role change here is also passed to `announce` (for the other replicas). */
  announceTo(announce: (change: CallerChange) => void): void {
    this.announce = announce;
  }

  /** A sign-out or role change, made here or told by another replica (which is not told again). */
  apply(change: CallerChange): void {
    if (change.kind === 'session') {
      this.entries.delete(change.key);
      this.asking.delete(change.key);
    } else {
      for (const [key, entry] of this.entries) if (String(entry.user.id) === change.userId) this.entries.delete(key);
      this.asking.clear();
    }
    this.epoch += 1;
  }

  /**
   * Everything forgotten, answers on their way too: the notices of the other replicas may have been
   * missed (their link to Redis was lost for a while), so nothing remembered is sure any more.
   */
  forgetAll(): void {
    this.entries.clear();
    this.asking.clear();
    this.epoch += 1;
  }
}
