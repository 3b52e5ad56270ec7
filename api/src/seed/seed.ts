import { sql } from 'kysely';
import { ROLE_IDS } from '@rt/domain';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import {
  insertBatch,
  insertCollection,
  insertDocuments,
  insertRows,
  insertWorks,
  type Executor,
  type TableName,
} from './factories.ts';
import { buildRecipients } from './catalogue/recipients.ts';
import { buildCatalogue, type CatalogueWork } from './catalogue/works.ts';
import { WORK_TYPES, type WorkType } from './catalogue/work-types.ts';
import type { CollectionPlan } from './collections/collection-plan.ts';
import { DEMO_COLLECTIONS } from './collections/demo-collections.ts';
import { buildLocations } from './collections/locations.ts';
import { RESEARCH_PACES } from './collections/research-team.ts';
import { TEST_COLLECTIONS } from './collections/test-collections.ts';
import { createRandom } from './random.ts';
import { buildRecords } from './records/batch-records.ts';
import { buildTags } from './records/page-tags.ts';
import type { BatchContext } from './records/record-context.ts';
import { insertDocumentsInBulk, insertRowsFromJson } from './bulk-documents.ts';
import { buildHistory, planRecordEvents, writeRecordHistory, type HistoryPlan } from './history.ts';
import type { Caller } from '../http/caller.ts';
import { DEMO_USERS, EXTRA_RESEARCHERS, SERVICE_ACCOUNTS, type SeedUser } from './reference-data/roles-and-users.ts';
import { DEMO_REFERENCE_DATA } from './reference-data/demo-file.ts';
import { FIXED_ROLES, insertFixedRows } from '../db/fixed-rows.ts';
import { importReferenceData } from '../install/reference-data.ts';

/**
 * Deterministic demo and test data. 'demo' looks like a season of a licensing agency's research
 * work; 'test' has the same shape, small enough to load in a moment for every test file.
 */
export type SeedScale = 'demo' | 'test';

/** Rows per table after seeding. */
export type SeedSummary = Record<TableName, number>;

type ScaleProfile = {
  users: readonly SeedUser[];
  collections: readonly CollectionPlan[];
  recipients: number;
  works: number;
  /** Works per type that records cite, so the same works recur across records. */
  popularWorksPerType: number;
  researchedToday: Record<string, number>;
  /** Six months of research by the team beside the plan's records; without it, only the plan's records' own history. */
  history: HistoryPlan | null;
};

const PROFILES: Record<SeedScale, ScaleProfile> = {
  demo: {
    users: [...DEMO_USERS, ...EXTRA_RESEARCHERS, ...SERVICE_ACCOUNTS],
    collections: DEMO_COLLECTIONS,
    recipients: 3_000,
    works: 20_000,
    popularWorksPerType: 150,
    researchedToday: { 'coordinator@example.org': 3, 'researcher@example.org': 2 },
    history: { paces: RESEARCH_PACES },
  },
  test: {
    users: [...DEMO_USERS, ...SERVICE_ACCOUNTS],
    collections: TEST_COLLECTIONS,
    recipients: 50,
    works: 200,
    popularWorksPerType: 12,
    researchedToday: { 'coordinator@example.org': 2 },
    history: null,
  },
};

/** Every table of the data model; naming them all is checked against the Database type. */
const MODEL_TABLES = Object.keys({
  roles: true,
  users: true,
  licence_schemes: true,
  research_templates: true,
  research_template_fields: true,
  research_rules: true,
  research_rule_conditions: true,
  research_rule_actions: true,
  aou_list: true,
  research_collections: true,
  batches: true,
  locations: true,
  document_details: true,
  biblios: true,
  usages: true,
  biblio_usages: true,
  biblio_tags: true,
  group_tags: true,
  batch_users: true,
  saved_queries: true,
  bulk_changes: true,
  bulk_update_jobs: true,
  document_import_jobs: true,
  webhooks: true,
  webhook_events: true,
  webhook_deliveries: true,
  recipients: true,
  works: true,
  work_contributors: true,
  work_shares: true,
  work_terms: true,
  audit_log: true,
  sessions: true,
  edition: true,
  exclusion_condition: true,
  terms_conditions: true,
  major_material_type: true,
  minor_material_type: true,
  work_sub_type: true,
  copy_type: true,
  copied_for: true,
} satisfies Record<keyof Database, true>) as TableName[];

/**
 * No users and no collections: a database just migrated (which has the fixed rows, and maybe the
 * agency's reference data) still counts as empty.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [user, collection] = await Promise.all([
    db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('research_collections').select('id').limit(1).executeTakeFirst(),
  ]);
  return !user && !collection;
}

/** Empties every table of the model and restarts its ids, so the seed can load again; the fixed rows go back in. */
export async function resetDatabase(db: Db): Promise<void> {
  await sql`truncate table ${sql.join(MODEL_TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
  await insertFixedRows(db);
}

/**
 * Loads the data into an empty, migrated database in one transaction: the reference data, the
 * rights catalogue, the collections with their records, and the records' history in the audit log
 * (history.ts), which the statistics count.
 */
export async function seedDatabase(db: Db, options: { scale: SeedScale }): Promise<SeedSummary> {
  if (!(await isDatabaseEmpty(db))) {
    throw new Error('seedDatabase needs an empty database: it already has users or collections (see resetDatabase).');
  }
  const profile = PROFILES[options.scale];
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const ids = await loadReferenceData(trx, profile);
    const catalogue = await loadCatalogue(trx, profile, options.scale);
    const batches = await loadCollections(trx, profile, ids, options.scale);
    const context = {
      random: createRandom(`${options.scale}:records`),
      today: now.toISOString().slice(0, 10),
      now: now.toISOString(),
      userIds: ids.users,
      popularWorks: catalogue.popularWorks,
      recipients: catalogue.recipients,
      researchedToday: profile.researchedToday,
    };
    const specs = buildRecords(batches, context);
    const history = profile.history
      ? buildHistory(batches, { ...context, random: createRandom(`${options.scale}:history`) }, profile.history, specs)
      : [];
    const documents = await insertDocuments(trx, specs);
    const historyDocuments = await insertDocumentsInBulk(
      trx,
      history.map((h) => h.spec),
    );
    const { tags, groups } = buildTags(createRandom(`${options.scale}:tags`), [...documents, ...historyDocuments]);
    await insertRowsFromJson(trx, 'biblio_tags', tags);
    await insertRowsFromJson(trx, 'group_tags', groups);
    await writeRecordHistory(trx, ids.callers, [
      ...planRecordEvents(createRandom(`${options.scale}:holds`), context.today, documents),
      ...history.map(({ spec, events }, i) => ({
        id: historyDocuments[i].document.id,
        assignedUserId: spec.assigned_user_id ?? null,
        biblios: historyDocuments[i].biblios,
        events,
      })),
    ]);
  });
  return countRows(db);
}

type ReferenceIds = {
  users: Map<string, number>;
  /** The users as the audit log names them, by id. */
  callers: Map<number, Caller>;
  schemes: Map<string, number>;
  templates: Map<string, number>;
};

async function loadReferenceData(trx: Executor, profile: ScaleProfile): Promise<ReferenceIds> {
  // The same import as `npm run import:reference -- examples/reference-data.jsonl`.
  await insertFixedRows(trx);
  await importReferenceData(trx, DEMO_REFERENCE_DATA);
  const schemes = await trx.selectFrom('licence_schemes').select(['id', 'value']).execute();
  const templates = await trx.selectFrom('research_templates').select(['id', 'template_name']).execute();
  const users = await insertRows(
    trx,
    'users',
    profile.users.map(({ email, display_name, role, subject, integrator_scope }) => ({
      email,
      display_name,
      role_id: ROLE_IDS[role],
      subject: subject ?? email,
      integrator_scope: integrator_scope ?? null,
    })),
  );
  const roleOf = new Map<number, string>(FIXED_ROLES.map((r) => [r.id, r.value]));
  return {
    users: new Map(users.map((u) => [u.email, u.id])),
    callers: new Map(
      users.map(({ id, email, display_name, role_id }) => [
        id,
        { id, email, display_name, role_id, role: role_id === null ? null : (roleOf.get(role_id) ?? null) },
      ]),
    ),
    schemes: new Map(schemes.map((s) => [s.value, s.id])),
    templates: new Map(templates.map((t) => [t.template_name, t.id])),
  };
}

async function loadCatalogue(trx: Executor, profile: ScaleProfile, scale: SeedScale) {
  const recipients = await insertRows(
    trx,
    'recipients',
    buildRecipients(createRandom(`${scale}:recipients`), profile.recipients),
  );
  const { works, specs } = buildCatalogue(createRandom(`${scale}:works`), profile.works, recipients);
  await insertWorks(trx, specs);
  const popularWorks = Object.fromEntries(
    WORK_TYPES.map((type) => [type, works.filter((w) => w.type === type).slice(0, profile.popularWorksPerType)]),
  ) as Record<WorkType, CatalogueWork[]>;
  return { recipients, popularWorks };
}

async function loadCollections(
  trx: Executor,
  profile: ScaleProfile,
  ids: ReferenceIds,
  scale: SeedScale,
): Promise<BatchContext[]> {
  const random = createRandom(`${scale}:locations`);
  const contexts: BatchContext[] = [];
  let rawAouPending = true;
  for (const collection of profile.collections) {
    const { id: research_collection_id } = await insertCollection(trx, {
      collection_title: collection.title,
      licence_scheme_id: ids.schemes.get(collection.scheme)!,
      research_template_id: ids.templates.get(collection.template)!,
      target_complete_date: collection.target,
      status: collection.status,
    });
    for (const plan of collection.batches) {
      const batch = await insertBatch(trx, {
        research_collection_id,
        period: plan.period,
        period_number: plan.number,
        date_from: plan.from,
        date_to: plan.to,
        status: plan.locked ? 'locked' : 'unlocked',
        target_complete_date: plan.target ?? null,
      });
      // One institute location somewhere holds a raw AOU that is not in the list.
      const rawAou: boolean = rawAouPending && collection.kind !== 'school' && plan.locations > 0;
      rawAouPending &&= !rawAou;
      const locations = await insertRows(
        trx,
        'locations',
        buildLocations(random, collection, plan, rawAou).map((location) => ({ ...location, batch_id: batch.id })),
      );
      contexts.push({ collection, plan, batchId: batch.id, locationIds: locations.map((l) => l.id) });
    }
  }
  return contexts;
}

async function countRows(db: Db): Promise<SeedSummary> {
  const counts = await Promise.all(
    MODEL_TABLES.map(async (table) => {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
      return [table, rows[0].count] as const;
    }),
  );
  return Object.fromEntries(counts) as SeedSummary;
}
