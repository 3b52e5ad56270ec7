import type { BatchPlan, CollectionKind } from '../collections/collection-plan.ts';
import type { UsageInput } from '../factories.ts';
import { lookupId } from '../reference-data/lookups.ts';
import { addDays, daysBetween } from './dates.ts';
import type { RecordContext } from './record-context.ts';

/** A record's usages: how, for what and how often each kind of collection copies, within the batch's dates. */

/** Copy type and what it was copied for, kept within what each template's rules allow. */
const COPYING: Record<
  CollectionKind,
  ReadonlyArray<readonly [copyType: string, copiedFor: readonly string[], weight: number]>
> = {
  university: [
    ['Scan', ['Student use', 'Library reserve', 'Learning management system'], 35],
    ['Digital upload', ['Learning management system', 'Student use', 'Coursepack'], 30],
    ['Photocopy', ['Coursepack', 'Student use', 'Staff use'], 15],
    ['Print', ['Coursepack', 'Examination', 'Staff use'], 15],
    ['Email attachment', ['Staff use'], 3],
    ['Projection', ['Student use'], 2],
  ],
  school: [
    ['Photocopy', ['Student use', 'Class set', 'Staff use'], 45],
    ['Scan', ['Student use', 'Class set'], 15],
    ['Print', ['Class set', 'Student use'], 15],
    ['Digital upload', ['Student use', 'Learning management system'], 25],
  ],
  government: [
    ['Email attachment', ['Internal distribution'], 35],
    ['Print', ['Internal distribution', 'Staff use'], 25],
    ['Scan', ['Internal distribution'], 25],
    ['Photocopy', ['Internal distribution', 'Staff use'], 15],
  ],
};

const TIMES_COPIED: Record<CollectionKind, readonly [number, number]> = {
  university: [12, 420],
  school: [18, 160],
  government: [1, 45],
};

export function makeUsage(kind: CollectionKind, plan: BatchPlan, ctx: RecordContext): UsageInput {
  const { random } = ctx;
  const [copyType, copiedFor] = random.weighted(
    COPYING[kind].map(([type, purposes, weight]) => [[type, purposes], weight] as const),
  );
  const [fewest, most] = TIMES_COPIED[kind];
  return {
    copy_type: lookupId('copy_type', copyType),
    copied_for: lookupId('copied_for', random.pick(copiedFor)),
    event_date: addDays(plan.from, random.int(0, daysBetween(plan.from, plan.to))),
    times_copied: random.int(fewest, most),
    aaa_flag: random.chance(0.03),
  };
}
