import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  API_URL: z.string().url().default('http://127.0.0.1:4001'),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
});

export type BffConfig = z.infer<typeof schema>;

/** Parses the environment once; a bad value stops the BFF with a list of what is wrong. */
export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The BFF cannot start; fix these settings:\n${problems}`);
  }
  return parsed.data;
}
