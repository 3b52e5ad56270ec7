/** A statement runner: pg's Client and PGlite both answer `query(text, params)` with `{ rows }`. */
export type Runner = { query: <R>(text: string, params?: unknown[]) => Promise<{ rows: R[] }> };

/**
 * Readies a connection for a bulk load of `tables`: fast, unlogged-like writes, foreign-key
 * triggers off (every generated id derives from rows that exist) and their secondary indexes
 * dropped. The answer ends the load: triggers back on, id sequences moved past the new rows and
 * the indexes built again from their own definitions.
 */
export async function startBulkLoad(
  client: Runner,
  tables: readonly string[],
  { maintenanceMemory, log }: { maintenanceMemory: string; log: (message: string) => void },
): Promise<(sequencesOf?: readonly string[]) => Promise<void>> {
  await client.query(`set maintenance_work_mem = '${maintenanceMemory}'`);
  await client.query('set synchronous_commit = off');
  await client.query('set session_replication_role = replica');
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of indexes) await client.query(`drop index ${index.indexname}`);
  log(`dropped ${indexes.length} secondary indexes for the load`);

  return async function endBulkLoad(sequencesOf: readonly string[] = tables) {
    await client.query('set session_replication_role = origin');
    for (const table of sequencesOf) {
      await client.query(`select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from ${table}))`, [table]);
    }
    for (const index of indexes) {
      const t = performance.now();
      await client.query(index.indexdef);
      log(`index ${index.indexname} built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  };
}
