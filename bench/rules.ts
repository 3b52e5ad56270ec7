/**
 * The rules figure of `npm run bench`, in process and without a database: the demo templates'
 * rules (api/src/seed/reference-data/template-rules.ts) over a record of 20 biblios and 20 usages,
 * each biblio linked to two usages, evaluated as the form does on each change (one field edited per
 * call, the previous outcome's state carried over), plus the Complete check. `tsx bench/rules.ts`
 * runs it alone.
 */
import {
  compileRules,
  completeRefusal,
  evaluateRules,
  type RuleRecord,
  type RuleRow,
  type RuleState,
} from '@rt/domain';
import { lookupId } from '../api/src/seed/reference-data/lookups.ts';
import { TEMPLATES } from '../api/src/seed/reference-data/templates.ts';
import { stats } from './stats.ts';

const BIBLIOS = 20;
const USAGES = 20;
const WARM_UP = 1_000;
const CALLS = 20_000;
const TARGET_P99_MS = 5;

const MAJOR_TYPES = ['Book', 'Journal', 'Website', 'Music', 'Newspaper', 'Other', 'Artistic Work', 'Magazine'];

function benchRecord(units: number): RuleRecord {
  const biblios = Array.from({ length: BIBLIOS }, (_, i) => ({
    key: `b${i}`,
    values: {
      major_material_type: lookupId('major_material_type', MAJOR_TYPES[i % MAJOR_TYPES.length]),
      minor_material_type: i % 3 === 0 ? null : 1,
      isn: i % 4 === 0 ? '9790000000001' : i % 4 === 1 ? '014044926X' : '9780140449266',
      major_title: i % 5 === 0 ? 'Year 7 Worksheet' : `Title ${i}`,
      publisher: i % 2 === 0 ? 'Department of Education' : 'Allen & Unwin',
      publication_year: 1940 + i * 4,
      units_copied: i === 0 ? units : (i % 12) + 1,
      exclusion_condition: i % 7 === 0 ? 17 : null,
      internet: false,
      artistic_works: false,
      distribution_only: false,
      edition: null,
      work_sub_type: null,
    },
  }));
  const usages = Array.from({ length: USAGES }, (_, i) => ({
    key: `u${i}`,
    values: {
      copy_type: (i % 7) + 1,
      copied_for: (i % 8) + 1,
      times_copied: i % 6 === 0 ? null : 10 * i,
      payment_amount: i % 3 === 0 ? 25 : null,
      event_date: '2026-02-01',
    },
  }));
  const links = biblios.flatMap((_, i) => [
    { biblio_key: `b${i}`, usage_key: `u${i}`, active_flag: true },
    { biblio_key: `b${i}`, usage_key: `u${(i + 1) % USAGES}`, active_flag: true },
  ]);
  return { document: { notes: null, other_information: null, heldback: false }, biblios, usages, links };
}

export type RulesFigure = { name: string; p50: number; p99: number; calls: number; target: string; met: boolean };

/** One evaluation per call, every demo template in turn; the record is rebuilt untimed so each call sees an edit. */
export function measureRules(): RulesFigure {
  const compiled = TEMPLATES.map((t) =>
    compileRules(
      t.rules.map((r, i): RuleRow => ({ id: i + 1, ...r })),
      t.fields.map((f) => ({ resource: f.resource, field_name: f.field_name, label: f.label })),
    ),
  );
  const states: Array<RuleState | undefined> = compiled.map(() => undefined);
  const samples: number[] = [];
  let refusals = 0;
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    const t = i % compiled.length;
    const record = benchRecord((i % 14) + 1);
    const start = performance.now();
    const outcome = evaluateRules(compiled[t], record, states[t]);
    if (completeRefusal(compiled[t], outcome)) refusals++;
    const took = performance.now() - start;
    states[t] = outcome.state;
    if (i >= WARM_UP) samples.push(took);
  }
  if (refusals === 0) throw new Error('The bench record never fires an error rule: it measures too little');
  const s = stats(samples);
  return {
    name: `Rules evaluation, ${BIBLIOS} biblios × ${USAGES} usages (in process)`,
    ...s,
    calls: samples.length,
    target: `p99 < ${TARGET_P99_MS} ms`,
    met: s.p99 < TARGET_P99_MS,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = measureRules();
  console.log(
    `${f.name}: p50 ${f.p50.toFixed(3)} ms, p99 ${f.p99.toFixed(3)} ms over ${f.calls} calls (${f.target}: ${f.met ? 'met' : 'not met'})`,
  );
}
