import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/types.ts';

/**
 * Insert functions shared by the seed and the tests. Each takes a database or a transaction, fills
 * in whatever the caller leaves out (creating a parent row when a foreign key is missing) and
 * returns what was stored. The plural forms insert many rows in a few multi-row statements.
 */

export type Executor = Db | Transaction<Database>;
export type TableName = keyof Database & string;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type Overrides<T extends TableName> = Partial<NewRow<T>>;
/** A child row as given by a caller: everything but the key of its parent. */
type ChildInput<T extends TableName, K extends string> = Partial<Omit<NewRow<T>, K>>;
/** Children of a parent: a number asks for that many default rows. */
type ChildSpec<C> = number | readonly C[];

/** The same tables seen without column types, for the few generic statements below. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/** PostgreSQL takes at most 65,535 bind parameters in one statement; keep well below it. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_STATEMENT = 1000;

/** Inserts rows in multi-row statements and returns them as stored, in the order given. */
export async function insertRows<T extends TableName>(
  db: Executor,
  table: T,
  rows: readonly NewRow<T>[],
): Promise<Row<T>[]> {
  if (rows.length === 0) return [];
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size;
  const perStatement = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS / Math.max(columns, 1))));
  const loose = db as unknown as LooseDb;
  const stored: Row<T>[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement) as Record<string, unknown>[];
    const inserted = await loose.insertInto(table).values(chunk).returningAll().execute();
    stored.push(...(inserted as Row<T>[]));
  }
  return stored;
}

let sequence = 0;
/** A number unique within this process, for default names that must not collide. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

const pad = (n: number, width = 6) => String(n).padStart(width, '0');

/**
 * A single-row insert function for a table: `defaults` gives a complete row for sequence number n
 * (it sees the overrides so it only creates parent rows the caller did not name).
 */
function rowFactory<T extends TableName>(
  table: T,
  defaults: (n: number, db: Executor, overrides: Overrides<T>) => NewRow<T> | Promise<NewRow<T>>,
) {
  return async (db: Executor, overrides: Overrides<T> = {}): Promise<Row<T>> => {
    const row = { ...(await defaults(nextSequence(), db, overrides)), ...overrides } as NewRow<T>;
    const [stored] = await insertRows(db, table, [row]);
    return stored;
  };
}

/** The lowest id of a table, or the id of a row made by `create` when the table is empty. */
async function firstIdOr(db: Executor, table: TableName, create: (db: Executor) => Promise<{ id: number }>) {
  const found = await (db as unknown as LooseDb)
    .selectFrom(table)
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return found ? Number(found.id) : (await create(db)).id;
}

/**
 * Inserts the children of parents that were inserted in the same order: `children[i]` belong to
 * `parents[i]` and `toRow` adds the parent's key. Returns the stored children grouped per parent.
 */
async function insertChildren<T extends TableName, P, C>(
  db: Executor,
  table: T,
  parents: readonly P[],
  children: ReadonlyArray<readonly C[]>,
  toRow: (parent: P, child: C, parentIndex: number) => Record<string, unknown>,
): Promise<Row<T>[][]> {
  const rows = parents.flatMap((parent, i) => children[i].map((child) => toRow(parent, child, i) as NewRow<T>));
  const stored = await insertRows(db, table, rows);
  let offset = 0;
  return children.map((group) => {
    offset += group.length;
    return stored.slice(offset - group.length, offset);
  });
}

/** A list of children: the given rows, or `count` default rows made by `make(index)`. */
function expand<C>(spec: ChildSpec<C> | undefined, make: (index: number, count: number) => C): readonly C[] {
  if (spec === undefined) return [];
  if (typeof spec !== 'number') return spec;
  return Array.from({ length: spec }, (_, index) => make(index, spec));
}

// --- People and reference rows -------------------------------------------------------------

export const insertUser = rowFactory('users', (n) => ({
  email: `user${n}@example.test`,
  display_name: `Test User ${n}`,
  role_id: null,
}));

export const insertLicenceScheme = rowFactory('licence_schemes', (n) => ({ value: `Test Licence Scheme ${n}` }));

export const insertRecipient = rowFactory('recipients', (n) => ({
  account_object_id: `RT${pad(n)}`,
  pseudonym_name: `Test Recipient ${n}`,
  pseudonym_role: 'Creator' as const,
  account_name: `Test Recipient ${n}`,
}));

export type TemplateFieldInput = ChildInput<'research_template_fields', 'research_template_id'> &
  Pick<NewRow<'research_template_fields'>, 'resource' | 'field_name' | 'label'>;
export type RuleConditionInput = Omit<NewRow<'research_rule_conditions'>, 'rule_id'>;
export type RuleActionInput = Omit<NewRow<'research_rule_actions'>, 'rule_id'>;
export type RuleInput = { name: string; conditions: RuleConditionInput[]; actions: RuleActionInput[] };
export type InsertedTemplate = {
  template: Row<'research_templates'>;
  fields: Row<'research_template_fields'>[];
  rules: Array<
    Row<'research_rules'> & { conditions: Row<'research_rule_conditions'>[]; actions: Row<'research_rule_actions'>[] }
  >;
};

/** A research template with its form fields and its rules (each rule applies in the order given). */
export async function insertResearchTemplate(
  db: Executor,
  overrides: Overrides<'research_templates'> = {},
  parts: { fields?: readonly TemplateFieldInput[]; rules?: readonly RuleInput[] } = {},
): Promise<InsertedTemplate> {
  const [template] = await insertRows(db, 'research_templates', [
    { template_name: `Test Template ${nextSequence()}`, ...overrides },
  ]);
  return { template, ...(await insertTemplateParts(db, template, parts)) };
}

/** Form fields and rules added to a stored template, after any it has. */
export async function insertTemplateParts(
  db: Executor,
  template: { id: number },
  parts: { fields?: readonly TemplateFieldInput[]; rules?: readonly RuleInput[] },
): Promise<Omit<InsertedTemplate, 'template'>> {
  const fieldInputs = parts.fields ?? [];
  const ruleInputs = parts.rules ?? [];
  const [fields] = await insertChildren(db, 'research_template_fields', [template], [fieldInputs], (t, field) => ({
    ...field,
    sort_order: field.sort_order ?? fieldInputs.indexOf(field) + 1,
    research_template_id: t.id,
  }));
  const ruleRows = await insertRows(
    db,
    'research_rules',
    ruleInputs.map((rule, index) => ({ research_template_id: template.id, name: rule.name, sort_order: index + 1 })),
  );
  const withRule = <C>(rule: { id: number }, child: C) => ({ ...child, rule_id: rule.id });
  const conditions = await insertChildren(
    db,
    'research_rule_conditions',
    ruleRows,
    ruleInputs.map((r) => r.conditions),
    withRule,
  );
  const actions = await insertChildren(
    db,
    'research_rule_actions',
    ruleRows,
    ruleInputs.map((r) => r.actions),
    withRule,
  );
  const rules = ruleRows.map((rule, i) => ({ ...rule, conditions: conditions[i], actions: actions[i] }));
  return { fields, rules };
}

// --- Collections, batches, locations --------------------------------------------------------

export const insertCollection = rowFactory('research_collections', async (n, db, given) => ({
  collection_title: `Test Collection ${n}`,
  licence_scheme_id: given.licence_scheme_id ?? (await firstIdOr(db, 'licence_schemes', insertLicenceScheme)),
  research_template_id:
    given.research_template_id ??
    (await firstIdOr(db, 'research_templates', async (d) => (await insertResearchTemplate(d)).template)),
  target_complete_date: null,
  status: 'show' as const,
}));

export const insertBatch = rowFactory('batches', async (n, db, given) => ({
  research_collection_id: given.research_collection_id ?? (await insertCollection(db)).id,
  period: 'Quarter' as const,
  period_number: `T${n}`,
  date_from: '2026-01-01',
  date_to: '2026-03-31',
  target_complete_date: null,
}));

export const insertLocation = rowFactory('locations', async (n, db, given) => ({
  batch_id: given.batch_id ?? (await insertBatch(db)).id,
  institute: 'Test Institute',
  department_id: `TD${n}`,
  location_name: `Test Location ${n}`,
  aou: null,
  machine_id: n,
}));

export const insertBatchUser = rowFactory('batch_users', async (_n, db, given) => ({
  batch_id: given.batch_id ?? (await insertBatch(db)).id,
  user_id: given.user_id ?? (await insertUser(db)).id,
}));

// --- Records: document details with their biblios, usages and links -------------------------

export type BiblioInput = ChildInput<'biblios', 'document_detail_id'>;
export type UsageInput = ChildInput<'usages', 'document_detail_id'>;
/** A biblio-usage link by position in the record's biblio and usage lists. */
export type LinkInput = { biblio: number; usage: number; active_flag?: boolean };
export type DocumentSpec = Overrides<'document_details'> & {
  biblios?: ChildSpec<BiblioInput>;
  usages?: ChildSpec<UsageInput>;
  /** Replaces the default links, which join every biblio to a usage and every usage to a biblio. */
  links?: readonly LinkInput[];
};
export type InsertedDocument = {
  document: Row<'document_details'>;
  biblios: Row<'biblios'>[];
  usages: Row<'usages'>[];
  links: Row<'biblio_usages'>[];
};

/** Links that cover every biblio and every usage: pairs them up, wrapping the shorter list. */
export function coveringLinks(biblioCount: number, usageCount: number): LinkInput[] {
  if (biblioCount === 0 || usageCount === 0) return [];
  return Array.from({ length: Math.max(biblioCount, usageCount) }, (_, i) => ({
    biblio: i % biblioCount,
    usage: i % usageCount,
  }));
}

/** Records in one go; a spec without batch_id goes into one new batch shared by all of them. */
export async function insertDocuments(db: Executor, specs: readonly DocumentSpec[]): Promise<InsertedDocument[]> {
  let sharedBatchId: number | undefined;
  const batchFor = async (spec: DocumentSpec) => spec.batch_id ?? (sharedBatchId ??= (await insertBatch(db)).id);
  const rows: NewRow<'document_details'>[] = [];
  const biblioInputs: (readonly BiblioInput[])[] = [];
  const usageInputs: (readonly UsageInput[])[] = [];
  const linkInputs: (readonly LinkInput[])[] = [];
  for (const { biblios, usages, links, ...document } of specs) {
    const n = nextSequence();
    rows.push({ external_reference_id: `TEST-${pad(n)}`, ...document, batch_id: await batchFor(document) });
    biblioInputs.push(expand(biblios, (i) => ({ major_title: `Test Title ${n}.${i + 1}` })));
    usageInputs.push(expand(usages, () => ({ times_copied: 1 })));
    linkInputs.push(links ?? coveringLinks(biblioInputs.at(-1)!.length, usageInputs.at(-1)!.length));
  }
  const documents = await insertRows(db, 'document_details', rows);
  await assignBatchesOfRecords(db, documents);
  const onDocument = <C>(document: { id: number }, child: C) => ({ ...child, document_detail_id: document.id });
  const biblios = await insertChildren(db, 'biblios', documents, biblioInputs, onDocument);
  const usages = await insertChildren(db, 'usages', documents, usageInputs, onDocument);
  const links = await insertChildren(db, 'biblio_usages', documents, linkInputs, (document, link, i) => ({
    document_detail_id: document.id,
    biblio_id: biblios[i][link.biblio].id,
    usage_id: usages[i][link.usage].id,
    active_flag: link.active_flag ?? true,
  }));
  return documents.map((document, i) => ({ document, biblios: biblios[i], usages: usages[i], links: links[i] }));
}

/**
 * Whoever holds a record has its batch assigned, as Assign Records leaves it (and only then may a
 * Researcher change the record): one batch-user row per batch and assignee, kept if already there.
 */
async function assignBatchesOfRecords(db: Executor, documents: readonly Row<'document_details'>[]): Promise<void> {
  const pairs = new Set(
    documents.filter((d) => d.assigned_user_id !== null).map((d) => `${d.batch_id}:${d.assigned_user_id}`),
  );
  if (pairs.size === 0) return;
  const rows = [...pairs].map((pair) => {
    const [batch_id, user_id] = pair.split(':').map(Number);
    return { batch_id, user_id };
  });
  await db
    .insertInto('batch_users')
    .values(rows)
    .onConflict((c) => c.columns(['batch_id', 'user_id']).doNothing())
    .execute();
}

/** One record, e.g. `insertDocument(db, { batch_id, status: 'on_hold', biblios: 2, usages: 1 })`. */
export async function insertDocument(db: Executor, spec: DocumentSpec = {}): Promise<InsertedDocument> {
  const [inserted] = await insertDocuments(db, [spec]);
  return inserted;
}

// --- Rights catalogue: works with contributors, shares and terms ----------------------------

export type ContributorInput = ChildInput<'work_contributors', 'work_id'>;
export type ShareInput = ChildInput<'work_shares', 'work_id'>;
export type TermInput = ChildInput<'work_terms', 'work_id'>;
export type WorkParts = {
  contributors?: ChildSpec<ContributorInput>;
  /** A number gives that many shares splitting 100 between them. */
  shares?: ChildSpec<ShareInput>;
  terms?: ChildSpec<TermInput>;
};
export type WorkSpec = { work?: Overrides<'works'> } & WorkParts;
export type InsertedWork = {
  work: Row<'works'>;
  contributors: Row<'work_contributors'>[];
  shares: Row<'work_shares'>[];
  terms: Row<'work_terms'>[];
};

/** Whole-percent-and-cents shares of 100 for `count` holders that add up to exactly 100. */
export function splitHundred(count: number): number[] {
  const cents = Math.floor(10_000 / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? 10_000 - cents * (count - 1) : cents) / 100);
}

export async function insertWorks(db: Executor, specs: readonly WorkSpec[]): Promise<InsertedWork[]> {
  const works = await insertRows(
    db,
    'works',
    specs.map((spec) => {
      const n = nextSequence();
      return { work_uid: `WT${pad(n)}`, title: `Test Work ${n}`, type: 'Book', ...spec.work };
    }),
  );
  const onWork = <C>(work: { id: number }, child: C) => ({ ...child, work_id: work.id });
  const contributors = await insertChildren(
    db,
    'work_contributors',
    works,
    specs.map((s) => expand(s.contributors, (i) => ({ sf_pseudonym_name: `Contributor ${i + 1}`, type: 'Author' }))),
    onWork,
  );
  const shares = await insertChildren(
    db,
    'work_shares',
    works,
    specs.map((s) =>
      expand(s.shares, (i, count) => ({ sf_account_name: `Shareholder ${i + 1}`, share: splitHundred(count)[i] })),
    ),
    onWork,
  );
  const terms = await insertChildren(
    db,
    'work_terms',
    works,
    specs.map((s) => expand(s.terms, (i) => ({ sf_tac_name: `Term ${i + 1}` }))),
    onWork,
  );
  return works.map((work, i) => ({ work, contributors: contributors[i], shares: shares[i], terms: terms[i] }));
}

/** One work, e.g. `insertWork(db, { title: 'Dark Emu' }, { contributors: 2, shares: 2, terms: 1 })`. */
export async function insertWork(
  db: Executor,
  overrides: Overrides<'works'> = {},
  parts: WorkParts = {},
): Promise<InsertedWork> {
  const [inserted] = await insertWorks(db, [{ work: overrides, ...parts }]);
  return inserted;
}
