import { sql } from 'kysely';
import { vi } from 'vitest';
import type { Db } from '../src/db/connect.ts';

type AuditedEntity = 'batch' | 'batch_user' | 'document_detail' | 'research_collection';

/**
 * Runs `write` while the database refuses audit rows of one entity: a write that fails at that step
 * must leave every earlier step of its transaction undone. The API logs the failure as an unhandled
 * error; that line is kept out of the test output.
 */
export async function withAuditRefused<T>(db: Db, entity: AuditedEntity, write: () => Promise<T>): Promise<T> {
  // A trigger body is DDL, which takes no bind parameters; `entity` is one of the fixed names above.
  await sql
    .raw(
      `create function rt_test_refuse_audit() returns trigger language plpgsql as $$
       begin
         if new.entity = '${entity}' then raise exception 'audit of ${entity} refused by the test'; end if;
         return new;
       end $$;
       create trigger rt_test_refuse_audit before insert on audit_log
         for each row execute function rt_test_refuse_audit();`,
    )
    .execute(db);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return await write();
  } finally {
    logged.mockRestore();
    await sql.raw('drop trigger rt_test_refuse_audit on audit_log; drop function rt_test_refuse_audit();').execute(db);
  }
}
