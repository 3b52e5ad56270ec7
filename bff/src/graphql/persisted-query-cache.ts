import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { createKeyv } from '@keyv/redis';
import type { SharedRedis } from '../redis/connect-redis.ts';

/**
 * How long a registered query stays in Redis (seconds). A client whose hash is gone gets
 * PersistedQueryNotFound and sends the query once more, as after a restart of a single BFF.
 */
export const PERSISTED_QUERY_TTL_SECONDS = 24 * 60 * 60;

/**
 * Automatic persisted queries shared by every BFF replica (docs/decisions/071): Apollo's Keyv
 * adapter over @keyv/redis on the BFF's own Redis connection. Apollo names the entries
 * `apq:<sha256>`, under REDIS_KEY_PREFIX here. A failing Redis reads as "not found" (the client
 * then sends the whole query) and a failed write is only logged: persisted queries are a saving,
 * never a condition.
 */
export function persistedQueryCache(redis: SharedRedis): KeyvAdapter<string> {
  const keyv = createKeyv(redis.client, {
    namespace: redis.key(),
    keyPrefixSeparator: ':',
    throwOnConnectError: false,
  });
  keyv.on('error', (error: unknown) => redis.trouble('persisted queries', error));
  return new KeyvAdapter<string>(keyv);
}
