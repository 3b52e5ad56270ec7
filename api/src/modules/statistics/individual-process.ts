import {
  individualSummary,
  lastDaysWithoutWeekends,
  monthsBefore,
  type DayCounts,
  type Day,
  type IndividualSummary,
} from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import { withFinishes } from './research-finishes.ts';

export type IndividualProcess = {
  researcher: { id: number; display_name: string };
  /** The days of the last six months on which the researcher finished a record, oldest first. */
  six_months_data: DayCounts[];
  /** The bar chart: each of the last 25 calendar days without weekends, oldest first, zeros included. */
  days_data: DayCounts[];
  /** The 'Last 6 Months' figures, worked out from six_months_data. */
  summary: IndividualSummary;
};

/** A day's counts in the order the spec lists them: date, work_request, unidentifiable, researched. */
const dayCounts = (date: Day, counts?: Omit<DayCounts, 'date'>): DayCounts => ({
  date,
  work_request: counts?.work_request ?? 0,
  unidentifiable: counts?.unidentifiable ?? 0,
  researched: counts?.researched ?? 0,
});

/**
 * A researcher's Individual Processing Metrics (spec section 2): per UTC day, the records they
 * finished (the audit log's finishes, docs/decisions/030), and of those the ones with an
 * unidentifiable biblio or a new work request. One index range over (user_id, day).
 */
export async function individualProcess(db: Db, researcherId: number, today: Day): Promise<IndividualProcess> {
  const [researcher, rows] = await Promise.all([
    db.selectFrom('users').select(['id', 'display_name']).where('id', '=', researcherId).executeTakeFirst(),
    withFinishes(db)
      .selectFrom('research_finishes')
      .select((eb) => [
        'day',
        eb.fn.countAll<number>().filterWhere('work_request', '=', true).as('work_request'),
        eb.fn.countAll<number>().filterWhere('unidentifiable', '=', true).as('unidentifiable'),
        eb.fn.countAll<number>().as('researched'),
      ])
      .where('user_id', '=', researcherId)
      .where('day', '>=', monthsBefore(today))
      .where('day', '<=', today)
      .groupBy('day')
      .orderBy('day')
      .execute(),
  ]);
  if (!researcher) throw notFound('User', researcherId);
  const sixMonths = rows.map((row) => dayCounts(row.day, row));
  const byDay = new Map(sixMonths.map((d) => [d.date, d]));
  return {
    researcher,
    six_months_data: sixMonths,
    days_data: lastDaysWithoutWeekends(today).map((date) => byDay.get(date) ?? dayCounts(date)),
    summary: individualSummary(sixMonths),
  };
}
