import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SharedRedis } from '../redis/connect-redis.ts';
import type { CallerCache, CallerChange } from './caller-cache.ts';

/** A notice as published: the change, and which process made it (it has applied it already). */
const notice = z.object({
  from: z.string(),
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('session'), key: z.string().min(1) }),
    z.object({ kind: z.literal('user'), userId: z.string().min(1) }),
  ]),
});

/**
 * Every BFF replica's caller cache hears of a sign-out or role change made on any of them at once
 * (docs/decisions/071): the replica that made it publishes a notice on a Redis channel, every other
 * one applies it. A notice that cannot be published is logged, and the 5 s of the cache still
 * bound how long the others may act on what they remember; the API checks every call regardless.
 */
export async function shareCallerChanges(callers: CallerCache, redis: SharedRedis): Promise<void> {
  const self = randomUUID();
  const channel = redis.key('caller-changes');
  await redis.subscribe(
    channel,
    (message) => {
      let parsed;
      try {
        parsed = notice.safeParse(JSON.parse(message));
      } catch {
        return;
      }
      if (parsed.success && parsed.data.from !== self) callers.apply(parsed.data.change);
    },
    // Back after a lost connection: notices published meanwhile never arrived.
    () => callers.forgetAll(),
  );
  callers.announceTo((change: CallerChange) => {
    redis.client
      .publish(channel, JSON.stringify({ from: self, change }))
      .catch((error: unknown) => redis.trouble('caller-change notice', error));
  });
}
