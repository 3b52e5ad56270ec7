import type { CatalogueWork } from '../catalogue/works.ts';
import type { WorkType } from '../catalogue/work-types.ts';
import type { BatchPlan, CollectionPlan } from '../collections/collection-plan.ts';
import type { Row } from '../factories.ts';
import type { Random } from '../random.ts';

/** What generating records needs: the batch they go in, and the seed's clock, users and catalogue. */

export type BatchContext = { collection: CollectionPlan; plan: BatchPlan; batchId: number; locationIds: number[] };
export type RecordContext = {
  random: Random;
  /** Today as 'yyyy-MM-dd' and the exact moment the seed runs. */
  today: string;
  now: string;
  userIds: ReadonlyMap<string, number>;
  /** Works a biblio may name, by type: a small popular set so that works recur across records. */
  popularWorks: Record<WorkType, CatalogueWork[]>;
  recipients: Row<'recipients'>[];
  /** Records researched today, by researcher email (the header's Completed counter). */
  researchedToday: Record<string, number>;
};
