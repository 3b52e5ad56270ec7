import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { isnForms, PUBLISHER_CONTRIBUTOR_TYPES } from '@rt/domain';
import { keepPlan, type Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import type { Database } from '../../db/types.ts';
import { toWork } from './rights-shapes.ts';
import { searchWords } from './trigram-similarity.ts';
import { rankWorks, weightedCriteria, WEIGHTS, type WorkCriteria, type WorkMatch } from './work-ranking.ts';

export type { WorkCriteria, WorkMatch } from './work-ranking.ts';

const PUBLISHER_TYPES = [...PUBLISHER_CONTRIBUTOR_TYPES];

type Condition = RawBuilder<boolean>;
const all = (conditions: Condition[]): Condition => sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/** The catalogue's ISNs compared as typed ones are: no hyphens or spaces, upper case (migration 005). */
const isnMatches = (isn: string): Condition =>
  sql<boolean>`upper(translate(w.isn, '- ', '')) in (${sql.join(isnForms(isn))})`;

/**
 * How title words are found: as whole words (the full-text index of migration 005, fast even for
 * common words), or, when no title has them all as whole words, as parts of words (the trigram
 * index of migration 001: 'introduc' finds 'Introduction').
 */
type TitleMode = 'words' | 'parts';

const titleMatches = (title: string, mode: TitleMode): Condition =>
  mode === 'words'
    ? sql<boolean>`to_tsvector('simple', w.title) @@ plainto_tsquery('simple', ${searchWords(title).join(' ')})`
    : all(searchWords(title).map((word) => sql<boolean>`w.title ilike ${containsPattern(word)}`));

/** A creator (or publisher) of the work whose name holds every searchable word of the term. */
const contributorMatches = (term: string, publishers: boolean): Condition =>
  sql<boolean>`exists (
    select 1 from work_contributors wc
     where wc.work_id = w.id
       and wc.type ${publishers ? sql`in` : sql`not in`} (${sql.join(PUBLISHER_TYPES)})
       and ${all(searchWords(term).map((word) => sql<boolean>`wc.sf_pseudonym_name ilike ${containsPattern(word)}`))})`;

const contributedBy = (accountObjectId: string): Condition =>
  sql<boolean>`exists (
    select 1 from work_contributors wc join recipients r on r.id = wc.recipient_id
     where wc.work_id = w.id and r.account_object_id = ${accountObjectId})`;

/**
 * Which works are candidates at all: those with the ISN or every title word; without either, those
 * with the creator and the publisher; without those, the works of the year (docs/decisions/014).
 */
function candidates(c: WorkCriteria, mode: TitleMode): Condition | undefined {
  const anchors = [
    c.isn !== undefined && isnMatches(c.isn),
    c.title !== undefined && titleMatches(c.title, mode),
  ].filter((x): x is Condition => x !== false);
  if (anchors.length) return sql<boolean>`(${sql.join(anchors, sql` or `)})`;
  const names = [
    c.creator !== undefined && contributorMatches(c.creator, false),
    c.publisher !== undefined && contributorMatches(c.publisher, true),
  ].filter((x): x is Condition => x !== false);
  if (names.length) return all(names);
  if (c.year !== undefined) return sql<boolean>`w.year_of_publication = ${c.year}`;
  return undefined;
}

/** The score of work-ranking.ts in SQL, so the database returns the best `limit` works, not the first. */
function rank(c: WorkCriteria): RawBuilder<number> {
  const { total } = weightedCriteria(c);
  const points = [
    c.title !== undefined && sql`${WEIGHTS.title}::float8 * similarity(w.title, ${c.title})`,
    c.creator !== undefined &&
      sql`case when ${contributorMatches(c.creator, false)} then ${WEIGHTS.creator}::float8 else 0 end`,
    c.publisher !== undefined &&
      sql`case when ${contributorMatches(c.publisher, true)} then ${WEIGHTS.publisher}::float8 else 0 end`,
    c.year !== undefined && sql`case when w.year_of_publication = ${c.year} then ${WEIGHTS.year}::float8 else 0 end`,
  ].filter((x) => x !== false);
  const weighted = total === 0 ? sql<number>`1` : sql<number>`(${sql.join(points, sql` + `)}) / ${total}::float8`;
  return c.isn === undefined ? weighted : sql<number>`case when ${isnMatches(c.isn)} then 1 else ${weighted} end`;
}

/**
 * The most works one search ranks (docs/decisions/014): a term held by more works than this (a
 * single common word) is too broad to rank whole in time, so the first this many found are ranked
 * and the answer says the search was broad.
 */
export const RANKED_CANDIDATES = 1000;

/**
 * Work Search over the local catalogue, best match first (docs/decisions/014). The caller has
 * checked that the criteria hold a usable term (at least one word of three characters).
 */
export async function researchLookup(
  db: Db,
  criteria: WorkCriteria,
): Promise<{ results: WorkMatch[]; broad: boolean }> {
  let found = isnOnly(criteria) ? await worksOfIsn(db, criteria.isn, criteria) : await bestWorks(db, criteria, 'words');
  if (!found.rows.length && criteria.title !== undefined) found = await bestWorks(db, criteria, 'parts');
  const works = found.rows.map(({ rank: _rank, found: _found, names, ...row }) => {
    const of = (publishers: boolean) =>
      names.filter((c) => PUBLISHER_TYPES.includes(c.type) === publishers).map((c) => c.sf_pseudonym_name);
    return { ...toWork(row), creators: of(false), publishers: of(true) };
  });
  return { results: rankWorks(works, criteria), broad: found.broad };
}

/** The names of a work, in the statement that finds it: read only for the rows that survive the limit. */
const workNames = (eb: ExpressionBuilder<Database & { w: Database['works'] }, 'w'>) =>
  jsonArrayFrom(
    eb
      .selectFrom('work_contributors as wc')
      .select(['wc.type', 'wc.sf_pseudonym_name'])
      .whereRef('wc.work_id', '=', 'w.id')
      .orderBy('wc.id'),
  ).as('names');

const isnOnly = (c: WorkCriteria): c is WorkCriteria & { isn: string } =>
  c.isn !== undefined && [c.title, c.creator, c.publisher, c.year, c.accountObjectId].every((x) => x === undefined);

/**
 * A search by ISN alone, the researcher's exact lookup: every match ranks the same, so it is one
 * statement of fixed text whose plan each connection keeps (an index scan of migration 005's ISN index).
 */
const worksOfIsnStatement = reusableStatement((db, isn: string, twin: string, workType: string | null, limit: number) =>
  db
    .selectFrom('works as w')
    .selectAll('w')
    .select(sql<number>`1::float8`.as('rank'))
    .select(workNames)
    .select(sql<number>`0`.as('found'))
    .where(sql<boolean>`upper(translate(w.isn, '- ', '')) in (${isn}, ${twin})`)
    .where(sql<boolean>`(${workType}::text is null or w.type = ${workType}::text)`)
    .orderBy('w.title')
    .orderBy('w.id')
    .limit(sql<number>`${limit}::int`)
    .modifyFront(keepPlan),
);

async function worksOfIsn(db: Db, isn: string, criteria: WorkCriteria) {
  const [form, twin = form] = isnForms(isn);
  const rows = await worksOfIsnStatement(db, form, twin, criteria.workType ?? null, criteria.limit);
  return { rows, broad: false };
}

async function bestWorks(db: Db, criteria: WorkCriteria, mode: TitleMode) {
  let candidateWorks = db.selectFrom('works as w').selectAll('w');
  const anchor = candidates(criteria, mode);
  if (anchor) candidateWorks = candidateWorks.where(anchor);
  if (criteria.workType !== undefined) candidateWorks = candidateWorks.where('w.type', '=', criteria.workType);
  if (criteria.accountObjectId !== undefined)
    candidateWorks = candidateWorks.where(contributedBy(criteria.accountObjectId));
  // Only word searches are capped: ISN matches are few, and a year alone lists its works in title order.
  const capped = criteria.isn === undefined && (criteria.title ?? criteria.creator ?? criteria.publisher) !== undefined;
  const rows = await db
    .selectFrom((capped ? candidateWorks.limit(RANKED_CANDIDATES) : candidateWorks).as('w'))
    .selectAll('w')
    .select(rank(criteria).as('rank'))
    .select(workNames)
    .select(capped ? sql<number>`count(*) over ()`.as('found') : sql<number>`0`.as('found'))
    .orderBy('rank', 'desc')
    // An exact ISN before the title-only ties, so the limit keeps it (work-ranking.ts orders the same).
    .$if(criteria.isn !== undefined, (q) => q.orderBy(sql`${isnMatches(criteria.isn!)}`, 'desc'))
    .orderBy('w.title')
    .orderBy('w.id')
    .limit(criteria.limit)
    .execute();
  return { rows, broad: capped && Number(rows[0]?.found ?? 0) >= RANKED_CANDIDATES };
}
