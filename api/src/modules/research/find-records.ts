import {
  FIND_RECORDS_COUNT_CAP,
  FIND_RECORDS_ITEMS,
  FIND_RECORDS_LIMIT,
  isFindRecordsSearch,
  PG_INT_MAX,
} from '@rt/domain';
import { sql } from 'kysely';
import { keepPlan, type Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { jsonBody, text } from '../../http/input.ts';
import { selectRecordSummaries } from './recent-records.ts';

/** A row of Find a Record: a recent-records row, plus the biblio and usage a search narrowed to. */
export type RecordSummaryRow = Awaited<ReturnType<typeof findRecordsBy>>[number];

const BY_ITEMS = FIND_RECORDS_ITEMS;

/** One biblio of a record as a Find a Record row: that biblio's titles and types, not the first biblio's. */
function selectBiblioSummaries(db: Db) {
  return db
    .selectFrom('biblios as nb')
    .innerJoin('document_details as dd', 'dd.id', 'nb.document_detail_id')
    .innerJoin('batches as b', 'b.id', 'dd.batch_id')
    .innerJoin('research_collections as rc', 'rc.id', 'b.research_collection_id')
    .leftJoin('major_material_type as major', 'major.id', 'nb.major_material_type')
    .leftJoin('minor_material_type as minor', 'minor.id', 'nb.minor_material_type')
    .select([
      'dd.id',
      'dd.external_reference_id',
      'nb.major_title',
      'major.value as major_material_type',
      'minor.value as minor_material_type',
      'rc.collection_title',
      'b.period',
      'b.period_number',
      'dd.researched_at',
      'dd.updated_at',
      'nb.id as biblio_id',
    ]);
}

/**
 * Matching biblios taken from the in-order read: a record matches once per matching biblio, so
 * some more than the records wanted; the read stops as soon as it has them.
 */
const CANDIDATE_ROWS = FIND_RECORDS_LIMIT * 2;
/**
 * Biblios read in table order before a search counts as rare: a text in at least 1 of 600 biblios
 * finds its records within them, in a few milliseconds at any table size.
 */
const SCAN_ROWS = 30_000;

const distinctIds = (rows: Array<{ id: number }>) => [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);

/**
 * Ids of up to FIND_RECORDS_LIMIT records whose external id, or one of whose biblios' major or minor
 * title, contains the text (docs/decisions/016). A common text (a word or two of a title) matches
 * thousands of biblios among millions, so taking the lowest ids of all matches means reading all
 * of them: instead the first biblios of the search table (migration 005) are read in order until
 * enough records match. A text too rare for that is found through the trigram indexes, and then
 * all its matches are read, which are few.
 */
async function matchingRecordIds(db: Db, pattern: string): Promise<number[]> {
  const lowered = sql<string>`lower(${pattern})`;
  const byExternalId = (limit: number) =>
    db
      .selectFrom('document_details')
      .select('document_details.id')
      .where('document_details.external_reference_id', 'ilike', pattern)
      .orderBy('document_details.id')
      .limit(limit)
      .execute();
  const early = sql<{ id: number }>`
    select s.document_detail_id as id
      from (select document_detail_id, titles from biblio_search limit ${SCAN_ROWS}) s
     where s.titles like ${lowered}
     limit ${CANDIDATE_ROWS}`;
  const [external, first] = await Promise.all([byExternalId(FIND_RECORDS_LIMIT), early.execute(db)]);
  const found = distinctIds([...external, ...first.rows]);
  if (found.length >= FIND_RECORDS_LIMIT) return found.slice(0, FIND_RECORDS_LIMIT);
  const all = await sql<{ id: number }>`
    select distinct document_detail_id as id from biblio_search where titles like ${lowered}
     order by id limit ${FIND_RECORDS_LIMIT}`.execute(db);
  return distinctIds([...external, ...all.rows]).slice(0, FIND_RECORDS_LIMIT);
}

/** The records whose external id, or one of whose biblios' major or minor title, contains the text. */
async function byText(db: Db, text: string) {
  const pattern = containsPattern(text);
  const ids = await matchingRecordIds(db, pattern);
  if (ids.length === 0) return [];
  return selectRecordSummaries(db, pattern).where('dd.id', 'in', ids).orderBy('dd.id').execute();
}

/**
 * A number's two reads: the record of that id and the biblio of that id. Each connection keeps
 * their plans: planned on every call (a lateral join and four joins each), they cost the database
 * more than reading the rows, which under many callers at once is most of the search's time.
 */
const recordById = reusableStatement((db, id: number) =>
  selectRecordSummaries(db).modifyFront(keepPlan).where('dd.id', '=', id),
);
const biblioById = reusableStatement((db, id: number) =>
  selectBiblioSummaries(db).modifyFront(keepPlan).where('nb.id', '=', id),
);

const narrowed = <R extends object>(rows: R[], usageId: number | null = null) =>
  rows.map((row) => ({ minor_title: null, biblio_id: null, ...row, usage_id: usageId }));

async function findRecordsBy(db: Db, criteria: string) {
  const items = BY_ITEMS.exec(criteria);
  if (items) {
    const [document, biblio, usage] = items.slice(1).map(Number);
    if ([document, biblio, usage].some((n) => n > PG_INT_MAX)) return [];
    const rows = await selectBiblioSummaries(db)
      .where('nb.id', '=', biblio)
      .where('dd.id', '=', document)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('usages')
            .select('usages.id')
            .where('usages.id', '=', usage)
            .whereRef('usages.document_detail_id', '=', 'dd.id'),
        ),
      )
      .execute();
    return narrowed(rows, usage);
  }
  if (/^\d+$/.test(criteria)) {
    const n = Number(criteria);
    if (n > PG_INT_MAX) return [];
    // A number is a biblio id (spec section 2), and also a record id.
    const [records, biblios] = await Promise.all([recordById(db, n), biblioById(db, n)]);
    return [...narrowed(records.map(({ minor_title: _minor, ...row }) => row)), ...narrowed(biblios)];
  }
  // Shorter text has no trigram: it would read every record and biblio (1-2 s on a million records).
  return isFindRecordsSearch(criteria) ? narrowed(await byText(db, criteria)) : [];
}

/**
 * Find a Record (POST /api/document_detail/find_records {criteria}): a number narrows to that biblio
 * (and that record), 'D{doc}_B{biblio}_U{usage}' to that biblio and usage of that record, any other
 * text matches external reference ids and biblio titles. Every role that may read records may read
 * any record, so the search is not narrowed by caller. Empty criteria find nothing.
 */
export async function findRecords(db: Db, criteria: string | null) {
  return criteria === null ? [] : findRecordsBy(db, criteria);
}

/**
 * How many records a Find a Record search matches, so the screen can say '50 of 1,204 results'
 * (docs/decisions/042). Text matches are counted up to FIND_RECORDS_COUNT_CAP biblios and as many
 * external ids: counting every match of a common word would read a third of the biblios (2.4 s
 * for 'the' on a million records), while the capped reads stop early. `capped` says the count is
 * a lower bound.
 */
export async function countRecords(db: Db, criteria: string | null): Promise<{ total: number; capped: boolean }> {
  if (criteria === null || !isFindRecordsSearch(criteria)) return { total: 0, capped: false };
  if (BY_ITEMS.test(criteria) || /^\d+$/.test(criteria)) {
    const rows = await findRecordsBy(db, criteria);
    return { total: new Set(rows.map((r) => r.id)).size, capped: false };
  }
  const pattern = containsPattern(criteria);
  const cap = FIND_RECORDS_COUNT_CAP;
  const { rows } = await sql<{ external_rows: number; title_rows: number; records: number }>`
    with external as (
      select id from document_details where external_reference_id ilike ${pattern} limit ${cap}
    ), titled as (
      select document_detail_id as id from biblio_search where titles like lower(${pattern}) limit ${cap}
    )
    select (select count(*) from external)::int as external_rows,
           (select count(*) from titled)::int as title_rows,
           (select count(*) from (select id from external union select id from titled) u)::int as records`.execute(db);
  const [{ external_rows, title_rows, records }] = rows;
  return { total: records, capped: external_rows >= cap || title_rows >= cap };
}

/** `{ criteria }`: text, trimmed; empty finds nothing. */
export const FIND_BODY = jsonBody({ criteria: text('criteria', 200) });
