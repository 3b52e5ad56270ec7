import { createClient, type RedisClientType } from '@redis/client';
import { logEvent } from '../log.ts';

/** node-redis's client, speaking RESP2 with no modules: the type @keyv/redis takes too. */
export type RedisClient = RedisClientType;

/** How long one command may take before it fails (and the request goes on without it). */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long opening a connection may take. */
const CONNECT_TIMEOUT_MS = 5_000;
/** At start, tries after the first before giving up (a Redis started beside the BFF may be a moment late). */
const START_RETRIES = 2;
/** How long closing may wait for commands still on their way before the connection is cut. */
const CLOSE_WAIT_MS = 2_000;
/** At most one log line about a failing Redis in this time, saying how many more failures it stands for. */
const TROUBLE_LOG_INTERVAL_MS = 10_000;

/**
 * The BFF's link to the Redis its replicas share (REDIS_URL, docs/decisions/071): the rate limits'
 * counters, the persisted queries, and the caller cache's sign-out and role-change notices.
 */
export type SharedRedis = {
  /** Commands: the rate-limit store, the persisted-query cache, PUBLISH. */
  client: RedisClient;
  /** A name under this deployment's prefix (REDIS_KEY_PREFIX): `key('apq')` is `rt:apq`. */
  key: (...parts: string[]) => string;
  /**
   * Listens to `channel` on a connection of its own (a subscribed connection takes no other command).
   * `resubscribed` is called each time that connection comes back after being lost: what was
   * published meanwhile never arrived.
   */
  subscribe: (channel: string, listener: (message: string) => void, resubscribed: () => void) => Promise<void>;
  /** Whether Redis answers a PING now (for /readyz). */
  isUp: () => Promise<boolean>;
  /** One log line at most every 10 s while Redis fails, with the count of failures it stands for. */
  trouble: (what: string, error: unknown) => void;
  /** Closes both connections (graceful shutdown). */
  quit: () => Promise<void>;
};

/** Redis named by REDIS_URL could not be reached at start; the message says so and what to do. */
export class RedisUnreachableError extends Error {}

/** The address without its password, for messages and log lines. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return '(not a URL)';
  }
}

/**
 * A client that fails a command at once while Redis is away (no offline queue, a 1 s timeout), so a
 * request never waits on it, and reconnects by itself. At start it gives up after a few quick tries:
 * `started` tells the strategy which case it is in.
 */
function newClient(url: string, name: string, started: () => boolean): RedisClient {
  return createClient({
    url,
    // Shown by CLIENT LIST, so an operator can tell the BFF's connections.
    name,
    RESP: 2,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) => {
        if (started()) return Math.min(100 * 2 ** retries, 2_000);
        return retries < START_RETRIES ? 200 : cause;
      },
    },
  });
}

/**
 * Connects to REDIS_URL at start, or fails with an error that names the setting and the address:
 * the BFF does not start half-shared.
 */
export async function connectRedis(url: string, prefix: string): Promise<SharedRedis> {
  const address = describeRedisUrl(url);
  let started = false;
  let failures = 0;
  let lastLogged = 0;
  let down = false;

  const trouble = (what: string, error: unknown) => {
    failures += 1;
    down = true;
    const now = Date.now();
    if (now - lastLogged < TROUBLE_LOG_INTERVAL_MS) return;
    lastLogged = now;
    logEvent('error', 'Redis unavailable: rate limits, persisted queries and caller notices run without it', {
      redis: address,
      what,
      error: String(error),
      failures,
    });
    failures = 0;
  };
  const watch = (client: RedisClient, role: string) => {
    // Without a listener an 'error' event would end the process.
    client.on('error', (error: unknown) => {
      if (started) trouble(`${role} connection`, error);
    });
    client.on('ready', () => {
      if (!started || !down) return;
      down = false;
      logEvent('info', 'Redis reachable again', { redis: address, connection: role });
    });
  };

  const client = newClient(url, `${prefix}:bff`, () => started);
  const subscriber = client.duplicate();
  watch(client, 'commands');
  watch(subscriber, 'notices');
  try {
    await client.connect();
    await subscriber.connect();
  } catch (error) {
    for (const connection of [client, subscriber]) if (connection.isOpen) connection.destroy();
    throw new RedisUnreachableError(
      `The BFF cannot start: Redis at REDIS_URL (${address}) cannot be reached: ${String(error)}. ` +
        'Start Redis or correct REDIS_URL; unset it to run a single BFF that counts in memory.',
      { cause: error },
    );
  }
  started = true;

  return {
    client,
    key: (...parts) => [prefix, ...parts].join(':'),
    async subscribe(channel, listener, resubscribed) {
      await subscriber.subscribe(channel, listener);
      // 'ready' comes again after every reconnection; node-redis subscribes the channel again itself.
      subscriber.on('ready', resubscribed);
    },
    async isUp() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    trouble,
    async quit() {
      await Promise.all(
        [client, subscriber].map(async (connection) => {
          if (!connection.isOpen) return;
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS, 'late')));
          // close() waits for the answers to commands already sent; with Redis gone they never come.
          if ((await Promise.race([connection.close(), late])) === 'late') connection.destroy();
          clearTimeout(timer);
        }),
      );
    },
  };
}
