import { databaseOptions, loadApiConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';

/**
 * The database the API's settings name, for a command line: the same rules as the API (in
 * production DATABASE_URL is required). An embedded database has one user at a time: stop the
 * API first then.
 */
export async function connectConfigured(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  return connectDatabase(
    databaseOptions(loadApiConfig(env, `npm run ${process.env.npm_lifecycle_event ?? 'the command'}`)),
  );
}

/** How a command reaches its database; tests hand in a database of their own. */
export type Connect = () => Promise<DatabaseHandle>;
