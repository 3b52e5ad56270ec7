/**
 * What the API and BFF figures of `npm run bench` call with: the demo researcher signed in to the
 * BFF and to the API, and generated records spread over the whole table, the same sequence for a
 * figure and its baseline.
 */
import type pg from 'pg';
import { benchFetch } from './http-client.ts';
import { CALLS } from './measure.ts';
import type { BenchServices } from './services.ts';
import { apiSession, bffSession, check, RESEARCHER, type GraphqlCall } from './sessions.ts';

export type ResearcherCalls = {
  api: string;
  pool: pg.Pool;
  /** GraphQL through the BFF as the researcher. */
  graphql: GraphqlCall;
  /** The headers of the researcher's API calls. */
  apiHeaders: Record<string, string>;
  researcherId: number;
  /** Ids of generated records, in random order. */
  ids: number[];
  /** The first two words of each of those records' first biblio's title. */
  titleWords: string[];
  /** A GET from the baseline server (bench/baselines.ts). */
  baselineGet: (pathname: string) => Promise<unknown>;
};

/** The i-th of `list`, round and round. */
export const pick = <T>(list: T[], i: number) => list[i % list.length];

export async function researcherCalls(services: BenchServices): Promise<ResearcherCalls> {
  const { api, pool, baseline } = services;
  const graphql = await bffSession(services.bff, RESEARCHER);
  const apiHeaders = await apiSession(api, RESEARCHER);
  const { rows: sample } = await pool.query<{ id: number; title: string }>(
    `select d.id, (select b.major_title from biblios b where b.document_detail_id = d.id order by b.id limit 1) as title
       from document_details d where d.external_reference_id like 'BENCH-%' order by random() limit $1`,
    [CALLS],
  );
  const { rows: researcher } = await pool.query<{ id: number }>('select id from users where email = $1', [RESEARCHER]);
  return {
    api,
    pool,
    graphql,
    apiHeaders,
    researcherId: researcher[0].id,
    ids: sample.map((r) => r.id),
    titleWords: sample.map((r) => r.title.split(' ').slice(0, 2).join(' ')),
    baselineGet: async (pathname) => check(await benchFetch(`${baseline}${pathname}`), 'baseline'),
  };
}
