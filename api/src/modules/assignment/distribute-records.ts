import type { BulkFieldChange } from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import type { Caller } from '../../http/caller.ts';

/** A record given to a researcher: who held it before (null: nobody) and who holds it now. */
export type Deal = { recordId: number; before: number | null; userId: number };

/**
 * Whose turn it is: the researcher holding fewest of the batch's records, the earliest assigned
 * among equals. Dealing from nothing this is plain round-robin (the first assigned gets the first
 * record, the second the next, and so on), and it goes on from where an earlier deal stopped.
 */
export function nextInTurn(researchers: readonly number[], held: ReadonlyMap<number, number>): number {
  return researchers.reduce((next, userId) => ((held.get(userId) ?? 0) < (held.get(next) ?? 0) ? userId : next));
}

/**
 * Deals ready records that none of their batch's researchers holds (held by nobody, or by someone
 * who is not assigned to the batch) to its researchers in turn (nextInTurn), in record id order,
 * each deal audited; a batch without researchers keeps its records as they are. Locks the records,
 * then the batch's researcher rows, then counts in a statement of its own: a second dealer of the
 * batch on another connection waits at those rows until this one commits, then counts what this
 * one dealt (docs/decisions/083). The caller holds the batch row first (share or update).
 */
async function deal(
  trx: Db,
  caller: Caller | undefined,
  which: { batchId: number } | { recordIds: readonly number[] },
): Promise<Deal[]> {
  let query = trx
    .selectFrom('document_details as dd')
    .select(['dd.id', 'dd.batch_id', 'dd.assigned_user_id'])
    .where('dd.status', '=', 'ready_for_research')
    .where((eb) =>
      eb.or([
        eb('dd.assigned_user_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('batch_users as bu')
              .select(sql`1`.as('one'))
              .whereRef('bu.batch_id', '=', 'dd.batch_id')
              .whereRef('bu.user_id', '=', 'dd.assigned_user_id'),
          ),
        ),
      ]),
    )
    .orderBy('dd.id')
    .forUpdate();
  query =
    'batchId' in which
      ? query.where('dd.batch_id', '=', which.batchId)
      : query.where('dd.id', 'in', [...which.recordIds]);
  const records = await query.execute();
  const dealt: Deal[] = [];
  for (const batchId of [...new Set(records.map((r) => r.batch_id))].sort((a, b) => a - b)) {
    const researchers = (
      await trx
        .selectFrom('batch_users')
        .select('user_id')
        .where('batch_id', '=', batchId)
        .orderBy('id')
        .forUpdate()
        .execute()
    ).map((row) => row.user_id);
    if (researchers.length === 0) continue;
    // After the lock, in a statement of its own: it sees what an earlier dealer committed.
    const counts = await trx
      .selectFrom('document_details')
      .select(['assigned_user_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('batch_id', '=', batchId)
      .where('assigned_user_id', 'in', researchers)
      .groupBy('assigned_user_id')
      .execute();
    const held = new Map(counts.map((row) => [row.assigned_user_id!, Number(row.n)]));
    for (const record of records.filter((r) => r.batch_id === batchId)) {
      const userId = nextInTurn(researchers, held);
      held.set(userId, (held.get(userId) ?? 0) + 1);
      dealt.push({ recordId: record.id, before: record.assigned_user_id, userId });
    }
  }
  // One statement per researcher rather than per record.
  for (const userId of new Set(dealt.map((d) => d.userId))) {
    const ids = dealt.filter((d) => d.userId === userId).map((d) => d.recordId);
    await trx.updateTable('document_details').set({ assigned_user_id: userId }).where('id', 'in', ids).execute();
  }
  await audit(
    trx,
    caller,
    dealt.map(({ recordId, before, userId }) => ({
      action: 'update' as const,
      entity: 'document_detail',
      entityId: recordId,
      before: { assigned_user_id: before },
      after: { assigned_user_id: userId },
    })),
  );
  return dealt;
}

/** Assign Records: deals the batch's ready records that none of its researchers holds, inside the assignment's transaction. */
export const distributeRecords = (trx: Db, caller: Caller, batchId: number) => deal(trx, caller, { batchId });

/**
 * Deals records that have just become ready for research (made by Manual data entry, given their
 * document by an import, set back to ready) as the assignment deals a batch's records: in the
 * transaction of the write that made them ready, holding their batch's row. A record one of its
 * batch's researchers holds stays theirs; the coordinator who made one keeps it only as one of them.
 */
export async function dealLateRecords(
  trx: Db,
  caller: Caller | undefined,
  recordIds: readonly number[],
): Promise<Deal[]> {
  return recordIds.length === 0 ? [] : deal(trx, caller, { recordIds });
}

/**
 * The records a bulk change (or its undo, which writes the `before` side) makes ready for research
 * without choosing who holds them: the late records it makes. One that sets the assignee too keeps
 * the coordinator's choice.
 */
export function madeReady(
  records: ReadonlyArray<{ id: number; changes: readonly BulkFieldChange[] }>,
  side: 'after' | 'before',
): number[] {
  const own = (change: BulkFieldChange, field: string) =>
    change.resource === 'document_detail' && change.item_id === undefined && change.field === field;
  return records
    .filter(
      ({ changes }) =>
        changes.some((c) => own(c, 'status') && c[side] === 'ready_for_research') &&
        !changes.some((c) => own(c, 'assigned_user_id')),
    )
    .map((r) => r.id);
}
