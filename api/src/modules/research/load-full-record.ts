import { sql, type Expression } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { keepPlan, type Db } from '../../db/connect.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { selectBatchRows } from '../collection/find-batches.ts';
import { selectCollectionRows } from '../collection/find-collections.ts';

/** The ids of the users a batch is assigned to, in order, as a JSON array. */
const assignedUserIds = (batchId: Expression<number>) => sql<number[]>`coalesce(
  (select json_agg(user_id order by user_id) from batch_users where batch_id = ${batchId}), '[]'::json)`;

/** Records as their rules read them: the document row plus its biblios, usages and links. */
const selectRecordContents = (db: Db) =>
  db
    .selectFrom('document_details')
    .selectAll('document_details')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('biblios')
          .selectAll()
          .whereRef('biblios.document_detail_id', '=', 'document_details.id')
          .orderBy('biblios.id'),
      ).as('biblios'),
      jsonArrayFrom(
        eb
          .selectFrom('usages')
          .selectAll()
          .whereRef('usages.document_detail_id', '=', 'document_details.id')
          .orderBy('usages.id'),
      ).as('usages'),
      jsonArrayFrom(
        eb
          .selectFrom('biblio_usages')
          .select(['biblio_id', 'usage_id', 'active_flag'])
          .whereRef('biblio_usages.document_detail_id', '=', 'document_details.id')
          .orderBy('biblio_usages.biblio_id')
          .orderBy('biblio_usages.usage_id'),
      ).as('biblio_usage'),
    ]);

/** Whole records: the contents plus the record's batch, location and people (a page of records reads them so too). */
export const selectFullRecords = (db: Db) =>
  selectRecordContents(db).select((eb) => [
    jsonObjectFrom(
      eb.selectFrom('locations').selectAll().whereRef('locations.id', '=', 'document_details.location_id'),
    ).as('location'),
    jsonObjectFrom(
      eb
        .selectFrom('users')
        .select(['id', 'display_name', 'email'])
        .whereRef('users.id', '=', 'document_details.assigned_user_id'),
    ).as('assigned_user'),
    jsonObjectFrom(
      eb
        .selectFrom('users')
        .select(['id', 'display_name', 'email'])
        .whereRef('users.id', '=', 'document_details.researched_by'),
    ).as('researched_by_user'),
    jsonObjectFrom(
      selectBatchRows(db)
        .select((batch) => [
          // Whoever may read the record may read its collection's row, auditors included.
          jsonObjectFrom(selectCollectionRows(db).where('rc.id', '=', batch.ref('batches.research_collection_id'))).as(
            'research_collections',
          ),
          // Who the batch is assigned to: the screen asks whether its caller may change the record.
          assignedUserIds(batch.ref('batches.id')).as('assigned_user_ids'),
        ])
        .where('batches.id', '=', eb.ref('document_details.batch_id')),
    ).as('batch'),
  ]);

const fullRecordStatement = reusableStatement((db, id: number) =>
  selectFullRecords(db)
    // Planning these subqueries costs more than running them: each connection keeps the plan.
    .modifyFront(keepPlan)
    .where('document_details.id', '=', id),
);

/**
 * A whole record in one statement: the document row plus its batch, location, people, biblios,
 * usages and links as JSON subqueries. Each subquery is an index lookup on the record's id, so the
 * call costs one round trip however large the tables grow. (JSON keeps numerics as numbers and
 * dates as 'yyyy-MM-dd', the same reading as the plain columns.)
 */
export async function loadFullRecord(db: Db, id: number) {
  const [record] = await fullRecordStatement(db, id);
  return record;
}

export type FullRecord = NonNullable<Awaited<ReturnType<typeof loadFullRecord>>>;

/**
 * A record as a bulk update reads it: its row, biblios, usages and links, what its rules and its
 * changes read; its batch the chunk's own read gives.
 */
export type RecordContent = Omit<FullRecord, 'batch' | 'location' | 'assigned_user' | 'researched_by_user'>;

/**
 * Many records' contents, in one statement, in id order (a bulk update reads a chunk so, and its
 * undo): the subqueries of loadFullRecord but the batch's (with its collection and counts a third
 * of the statement's time), the location's and the people's, which neither rules nor changes read.
 * Its text varies with the number of ids, so its plan is not kept.
 */
export async function loadRecordContents(db: Db, ids: readonly number[]): Promise<RecordContent[]> {
  if (ids.length === 0) return [];
  return selectRecordContents(db).where('document_details.id', 'in', ids).orderBy('document_details.id').execute();
}
