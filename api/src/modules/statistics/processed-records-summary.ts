import { ASSIGNABLE_ROLE_IDS, type Day } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import { withFinishes } from './research-finishes.ts';

/** A row of the Processed Records Summary: one researcher's finished records of one day. */
export type ProcessedRecordsRow = {
  researcher: string;
  researcher_id: number;
  date: Day;
  researched: number;
  unidentifiable: number;
  work_request: number;
};

/**
 * The Processed Records Summary of one UTC day (spec section 2): a row for each researcher-type
 * user (role ids 2 and 5) and anyone else who finished a record that day, by name; or only the
 * researcher asked for, with zeros on a day without work. Counts as in the individual metrics.
 */
export async function processedRecordsSummary(
  db: Db,
  query: { researcher_id?: number; date: Day },
): Promise<ProcessedRecordsRow[]> {
  const finishes = withFinishes(db);
  const ofDay = finishes
    .selectFrom('research_finishes')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number>().as('researched'),
      eb.fn.countAll<number>().filterWhere('unidentifiable', '=', true).as('unidentifiable'),
      eb.fn.countAll<number>().filterWhere('work_request', '=', true).as('work_request'),
    ])
    .where('day', '=', query.date)
    .groupBy('user_id')
    .as('f');
  let rows = finishes
    .selectFrom('users as u')
    .leftJoin(ofDay, 'f.user_id', 'u.id')
    .select((eb) => [
      'u.display_name as researcher',
      'u.id as researcher_id',
      eb.fn.coalesce('f.researched', eb.lit(0)).as('researched'),
      eb.fn.coalesce('f.unidentifiable', eb.lit(0)).as('unidentifiable'),
      eb.fn.coalesce('f.work_request', eb.lit(0)).as('work_request'),
    ]);
  if (query.researcher_id !== undefined) rows = rows.where('u.id', '=', query.researcher_id);
  else rows = rows.where((eb) => eb.or([eb('u.role_id', 'in', ASSIGNABLE_ROLE_IDS), eb('f.user_id', 'is not', null)]));
  const found = await rows.orderBy('u.display_name').orderBy('u.id').execute();
  if (query.researcher_id !== undefined && found.length === 0) throw notFound('User', query.researcher_id);
  return found.map((row) => ({
    researcher: row.researcher,
    researcher_id: row.researcher_id,
    date: query.date,
    researched: Number(row.researched),
    unidentifiable: Number(row.unidentifiable),
    work_request: Number(row.work_request),
  }));
}
