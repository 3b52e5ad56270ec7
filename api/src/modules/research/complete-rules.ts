import { completeRefusal, evaluateRules, type RuleRecord } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/api-error.ts';
import { loadCompiledRules } from '../lookup/rules.ts';
import type { FullRecord, RecordContent } from './load-full-record.ts';

/** A stored record as the rules engine reads it: items keyed by their id as text. */
export function ruleRecordOf(record: RecordContent): RuleRecord {
  const { biblios, usages, biblio_usage, ...document } = record;
  return {
    document,
    biblios: biblios.map((b) => ({ key: String(b.id), values: b })),
    usages: usages.map((u) => ({ key: String(u.id), values: u })),
    links: biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  };
}

/**
 * Complete is refused while an error-type rule of the record's template fires (ADR 012): the
 * record is judged as it will be stored, inside the save's transaction, so a refusal (400 with the
 * text the form shows) rolls back everything the save wrote.
 */
export async function refuseCompleteOnRuleErrors(trx: Db, record: FullRecord): Promise<void> {
  const templateId = record.batch?.research_collections?.research_template_id;
  if (templateId === undefined || templateId === null) return;
  const compiled = await loadCompiledRules(trx, templateId);
  if (!compiled) return;
  const refusal = completeRefusal(compiled, evaluateRules(compiled, ruleRecordOf(record)));
  if (refusal) throw badRequest(refusal);
}
