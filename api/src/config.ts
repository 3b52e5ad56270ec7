import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type ApiConfig = z.infer<typeof schema>;

/** Parses the environment once; a bad value stops the service with a list of what is wrong. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The API cannot start; fix these settings:\n${problems}`);
  }
  return parsed.data;
}
