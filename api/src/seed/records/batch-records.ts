import type { DocumentStatus } from '@rt/domain';
import type { DocumentSpec } from '../factories.ts';
import { daysBetween, workingMoment } from './dates.ts';
import { makeRecord } from './record.ts';
import type { BatchContext, RecordContext } from './record-context.ts';

/** Records of one batch, its statuses shuffled and dealt out in turn to the batch's team. */
function batchRecords(batch: BatchContext, ctx: RecordContext): DocumentSpec[] {
  const { plan } = batch;
  const { random } = ctx;
  const statuses = random.shuffle(
    Object.entries(plan.mix).flatMap(([status, count]) => Array<DocumentStatus>(count).fill(status as DocumentStatus)),
  );
  const turns = new Map<DocumentStatus, number>();
  let number = random.int(100, 900);
  return statuses.map((status) => {
    number += random.int(1, 6);
    const turn = turns.get(status) ?? 0;
    turns.set(status, turn + 1);
    const assignee = status === 'imported' ? null : ctx.userIds.get(plan.team[turn % plan.team.length])!;
    const researchedAt =
      status !== 'researched'
        ? null
        : plan.locked
          ? workingMoment(random, ctx.today, Math.max(1, daysBetween(plan.to, ctx.today) - random.int(5, 70)))
          : workingMoment(random, ctx.today, random.int(1, 45));
    return makeRecord(batch, ctx, { number, status, assignee, researchedAt });
  });
}

/** All records, with the first few of some researchers' completed records moved to today. */
export function buildRecords(batches: readonly BatchContext[], ctx: RecordContext): DocumentSpec[] {
  const specs = batches.flatMap((batch) => batchRecords(batch, ctx));
  const unlockedBatchIds = new Set(batches.filter((b) => !b.plan.locked).map((b) => b.batchId));
  for (const [email, count] of Object.entries(ctx.researchedToday)) {
    const userId = ctx.userIds.get(email);
    specs
      .filter((s) => s.researched_by === userId && unlockedBatchIds.has(s.batch_id!))
      .slice(0, count)
      .forEach((spec) => (spec.researched_at = ctx.now));
  }
  return specs;
}
