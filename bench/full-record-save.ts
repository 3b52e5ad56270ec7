/**
 * The save of a whole record (PUT full_record through the API, version-checked), against one pg
 * transaction doing the same: lock, version check, update, audit row (bench/baselines.ts).
 */
import { baselineSave } from './baselines.ts';
import type { Figure } from './figure.ts';
import { benchFetch } from './http-client.ts';
import { pairedFigure } from './measure.ts';
import { pick, type ResearcherCalls } from './researcher-calls.ts';
import { check } from './sessions.ts';

type FullRecord = {
  version: number;
  notes: string | null;
  other_information: string | null;
  biblios: Array<{ id: number; document_detail_id?: number } & Record<string, unknown>>;
  usages: Array<{ id: number; document_detail_id?: number } & Record<string, unknown>>;
  biblio_usage: Array<{ biblio_id: number; usage_id: number; active_flag: boolean }>;
};

/** The record back as the form sends it, with new notes; the version is re-read (untimed) before each save. */
export async function fullRecordSaveFigure({ api, pool, apiHeaders, researcherId }: ResearcherCalls): Promise<Figure> {
  // The researcher's own ready records: the first ten for the API, the next ten for the baseline.
  const { rows: own } = await pool.query<{ id: number }>(
    `select id from document_details d
      where assigned_user_id = $1 and status = 'ready_for_research'
        and external_reference_id like 'BENCH-%' order by id limit 20`,
    [researcherId],
  );
  return pairedFigure({
    name: 'PUT full_record save (API)',
    baseline: 'one pg transaction: lock, version check, update, audit row',
    target: 'p99 < 15 ms',
    met: (q) => q.p99 < 15,
    call: async (i, timed) => {
      const id = pick(own, i).id;
      const read = (await check(
        await benchFetch(`${api}/api/document_detail/full_record/${id}`, { headers: apiHeaders }),
        'GET full_record',
      )) as { data: FullRecord };
      const r = read.data;
      const form = {
        id,
        version: r.version,
        action: 'save',
        notes: `Benchmark save ${i}`,
        other_information: r.other_information,
        biblios: r.biblios.map(({ document_detail_id: _d, ...b }) => ({ ...b, key: String(b.id) })),
        usages: r.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
        biblio_usage: r.biblio_usage.map((l) => ({
          biblio_key: String(l.biblio_id),
          usage_key: String(l.usage_id),
          active_flag: l.active_flag,
        })),
      };
      await timed(async () =>
        check(
          await benchFetch(`${api}/api/document_detail/full_record/${id}`, {
            method: 'PUT',
            headers: apiHeaders,
            body: JSON.stringify(form),
          }),
          'PUT full_record',
        ),
      );
    },
    base: (i) => baselineSave(pool, pick(own, i + 10).id, researcherId, `Baseline save ${i}`),
  });
}
