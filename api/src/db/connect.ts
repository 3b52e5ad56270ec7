import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  engine: 'postgres' | 'pglite';
  close: () => Promise<void>;
};

/** One reading of column types on both engines: dates as 'yyyy-MM-dd', instants as ISO text, numbers as numbers. */
const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v), // int8
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date
  1114: (v) => v, // timestamp
  1184: (v) => new Date(v).toISOString(), // timestamptz
};

export type ConnectOptions = {
  databaseUrl?: string;
  /** Folder for the embedded database, or 'memory://' for one that lives only in this process. */
  dataDir?: string;
  maxConnections?: number;
  /** PostgreSQL cancels a statement running longer (0 or unset: never); a session may lift it with `set statement_timeout`. */
  statementTimeoutMs?: number;
  /** How long to wait for a new PostgreSQL connection (0 or unset: forever). */
  connectTimeoutMs?: number;
};

/** The mark of a statement whose plan each PostgreSQL connection keeps (see keepPlan). */
const KEEP_PLAN = '/* keep-plan */';

/**
 * Put right after `select` of a hot statement whose text never varies (its values are parameters):
 * each connection then prepares it once under a name and reuses the plan, instead of planning it
 * on every call. Worth it for a statement of many subqueries, whose planning costs more than its
 * execution (the whole record: ~1-2 ms of planning against <1 ms of work).
 */
export const keepPlan: RawBuilder<unknown> = sql.raw(KEEP_PLAN);

/** The name of each marked statement's text (a handful, all fixed texts). */
const statementNames = new Map<string, string>();

/** A pg client that runs marked statements as named prepared statements. */
class PlanKeepingClient extends pg.Client {
  // pg's query() has many overloads; only a marked text with values is changed, the rest pass on.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && text.startsWith(`select ${KEEP_PLAN}`)) {
      let name = statementNames.get(text);
      if (!name)
        statementNames.set(text, (name = `keep_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
      return (super.query as (...a: unknown[]) => never)({ name, text, values }, ...args.slice(2));
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

const pools = new WeakMap<Db, pg.Pool>();

/** The pg pool behind a PostgreSQL `db`, for what kysely cannot say (COPY); none on PGlite. */
export const postgresPool = (db: Db): pg.Pool | undefined => pools.get(db);

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      // Sent at connection start, so it is each session's default and `reset statement_timeout` returns to it.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
      Client: PlanKeepingClient,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  const dataDir = options.dataDir ?? './data';
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, { extensions: { pg_trgm, citext }, parsers: TYPE_PARSERS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
