import {
  ASSIGNABLE_ROLE_IDS,
  BULK_EDIT_MESSAGES,
  bulkEditKey,
  diffBulkRow,
  evaluateRules,
  minorTypeForMajor,
  type BulkFieldChange,
  type BulkUpdateField,
  type CompiledRules,
  type RuleScope,
  type WorkLinkLookups,
} from '@rt/domain';
import { audit } from '../../db/audit.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { logEvent } from '../../log.ts';
import { dealLateRecords, madeReady } from '../assignment/distribute-records.ts';
import { loadMaterialTypeLists } from '../lookup/material-types.ts';
import { loadCompiledRules } from '../lookup/rules.ts';
import { ruleRecordOf } from '../research/complete-rules.ts';
import { loadRecordContents, type RecordContent } from '../research/load-full-record.ts';
import { countBulkChangeRecords, createBulkChange, requireContinuableBulkChange } from './bulk-changes.ts';
import { biblioChanges, LINKED_FIELDS, loadWorkLinkLookups, type BulkLink } from './bulk-link.ts';
import { bulkAuditEntries, lockChunk, runChunks, writeRecordChanges } from './record-chunk.ts';
import type { UpdateRecordsBody } from './update-body.ts';
import { recordWebhookEvent } from '../webhooks/webhook-events.ts';

export type BulkRefusalReason = 'not-found' | 'locked-batch' | 'other-batch' | 'stale-version' | 'rule';
export type BulkRefusal = { id: number; reason: BulkRefusalReason; message: string };
/** A value a rule of the record's template sets once the change is made (the form would write it). */
export type BulkRuleSet = { resource: RuleScope; item_id?: number; field: string; value: unknown };
/** `version`: the record's as read, for the caller to send back with the real run (`versions`). */
export type BulkRecordChange = { id: number; version: number; changes: BulkFieldChange[]; rule_sets: BulkRuleSet[] };
export type BulkUpdateResult = {
  dry_run: boolean;
  /** The bulk change the real run made (its history and undo); null for a dry run. */
  bulk_change_id: number | null;
  /** Records changed (for a dry run: that would change). */
  updated: number;
  unchanged: number;
  refused: BulkRefusal[];
  /** How many were refused: the length of `refused`, for clients that want the count alone. */
  refused_count: number;
  records: BulkRecordChange[];
};

/** What one chunk of an update answers. */
export type ChunkResult = Omit<BulkUpdateResult, 'dry_run' | 'bulk_change_id' | 'refused_count'>;

const SCOPE_OF = { document_detail: 'document', biblio: 'biblio', usage: 'usage' } as const;

/**
 * POST /api/bulk_edit/update_records (docs/decisions/033): the editable fields set on the selected
 * records, their active biblios and usages, and with `link` a work or recipient linked on every
 * active biblio as linking one biblio does. A dry run answers each record's changes and what its
 * template's rules say, writing nothing. The real run goes in chunks of BULK_CHUNK records,
 * each one transaction: batches held in share mode then records locked (the order a record save
 * keeps), each chunk read and written set-based (a few statements whatever its size), each
 * changed record version-bumped and audited once as part of one bulk change (docs/decisions/035):
 * a new one, or with `bulk_change_id` the one an earlier request of the same action made.
 * Records of locked batches, of another batch than `batch_id`, saved since the version sent,
 * missing, or whose change a rule refuses are listed with the reason and left as they are.
 */
export async function updateRecords(db: Db, caller: Caller, body: UpdateRecordsBody): Promise<BulkUpdateResult> {
  const result: BulkUpdateResult = {
    dry_run: body.dry_run,
    bulk_change_id: null,
    updated: 0,
    unchanged: 0,
    refused: [],
    refused_count: 0,
    records: [],
  };
  const lookups = await checkUpdateInput(db, body);
  const rules = new Map<number, CompiledRules | null>();
  const change = { batch_id: body.batch_id, fields: bulkChangeFields(body) };
  if (body.bulk_change_id !== null) await requireContinuableBulkChange(db, caller, body.bulk_change_id, change);
  if (!body.dry_run)
    result.bulk_change_id =
      body.bulk_change_id ?? (await createBulkChange(db, caller, { ...change, query: body.query }));
  const ids = [...body.selected_ids].sort((a, b) => a - b);
  const { parts, failed } = await runChunks(ids, (chunk) =>
    db.transaction().execute(async (trx) => {
      const part = await updateChunk(trx, caller, body, chunk, rules, lookups, result.bulk_change_id);
      if (result.bulk_change_id !== null && part.updated > 0)
        // Each committed chunk tells the change feed what it changed (docs/decisions/078).
        await recordWebhookEvent(trx, 'BULK_CHANGE_APPLIED', {
          bulkChangeId: result.bulk_change_id,
          batchId: body.batch_id,
          updated: part.updated,
          documentIds: part.records.filter((r) => r.changes.length > 0).map((r) => r.id),
        });
      return part;
    }),
  );
  for (const part of parts) {
    result.updated += part.updated;
    result.unchanged += part.unchanged;
    result.refused.push(...part.refused);
    result.records.push(...part.records);
  }
  result.refused_count = result.refused.length;
  if (failed) {
    logEvent('error', 'bulk update failed', {
      who: caller.email,
      user_id: caller.id,
      first_id: failed.chunk[0],
      applied: result.updated,
      error: failed.error instanceof Error ? failed.error.message : String(failed.error),
    });
    throw new ApiError('INTERNAL', BULK_EDIT_MESSAGES.updateFailed, {
      updated: result.updated,
      failed_from_id: failed.chunk[0],
      bulk_change_id: result.bulk_change_id,
    });
  }
  return result;
}

/**
 * What an update's chunks look up once: the rights system's lists a work link needs (when it links
 * a work), and the minor material type a major type set by the update brings to a biblio whose minor
 * type is blank (Text for Book, Newspaper, Magazine, Journal and Other, spec 4; else null).
 */
export type UpdateLookups = { workLink: WorkLinkLookups | null; minorForMajor: number | null };

/** What no record of an update could take, refused before any chunk (a 400 naming the field); its lookups. */
export async function checkUpdateInput(db: Db, body: UpdateRecordsBody): Promise<UpdateLookups> {
  if (body.update_fields.length === 0 && body.link === null)
    throw badRequest('update_fields takes a list of {resource, field, value}', 'update_fields');
  requireApartFromLink(body.update_fields, body.link);
  await requireChoices(db, body.update_fields);
  await requireRecords(db, body.selected_ids);
  return {
    workLink: body.link && 'work' in body.link ? await loadWorkLinkLookups(db) : null,
    minorForMajor: await minorTypeOfUpdate(db, body.update_fields),
  };
}

/** The minor type Text a bulk update's major type brings (minorTypeForMajor), or null. */
async function minorTypeOfUpdate(db: Db, fields: readonly BulkUpdateField[]): Promise<number | null> {
  const major = fields.find((f) => f.field.resource === 'biblio' && f.field.field === 'major_material_type')?.value;
  if (typeof major !== 'number') return null;
  return minorTypeForMajor(major, null, await loadMaterialTypeLists(db, [major]));
}

/**
 * Every selected id must be a record: an unknown one is a 404 naming them all, before anything is
 * written. (A record deleted while the update runs is still refused as 'not-found' in its chunk.)
 */
async function requireRecords(db: Db, ids: readonly number[]): Promise<void> {
  const found = new Set(
    (
      await db
        .selectFrom('document_details')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((r) => r.id),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  const shown = missing.slice(0, 10).join(', ') + (missing.length > 10 ? ` and ${missing.length - 10} more` : '');
  throw new ApiError('NOT_FOUND', `${missing.length === 1 ? 'Record' : 'Records'} ${shown} not found`, {
    field: 'selected_ids',
    missing_ids: missing,
  });
}

/** An enum's id must be one of its list's (or a user records may be assigned to): a 400 naming the field. */
async function requireChoices(db: Db, fields: readonly BulkUpdateField[]): Promise<void> {
  for (const [i, { field, value }] of fields.entries()) {
    const options = field.options;
    if (value === null || typeof value !== 'number' || !options || options.kind === 'values') continue;
    const found =
      options.kind === 'lookup'
        ? await db.selectFrom(options.list).select('id').where('id', '=', value).executeTakeFirst()
        : await db
            .selectFrom('users')
            .select('id')
            .where('id', '=', value)
            .where('role_id', 'in', [...ASSIGNABLE_ROLE_IDS])
            .executeTakeFirst();
    if (!found) throw badRequest(`${bulkEditKey(field)} has no choice ${value}`, `update_fields.${i}.value`);
  }
}

/** One chunk of an update in `trx`: its checks, its records written and audited in the bulk change (none for a dry run). */
export async function updateChunk(
  trx: Db,
  caller: Caller,
  body: UpdateRecordsBody,
  chunk: number[],
  rules: Map<number, CompiledRules | null>,
  lookups: UpdateLookups,
  bulkChangeId: number | null,
): Promise<ChunkResult> {
  const out: ChunkResult = {
    updated: 0,
    unchanged: 0,
    refused: [],
    records: [],
  };
  const rows = await lockChunk(trx, chunk, !body.dry_run);
  const open = rows.filter(
    (row) =>
      row.status !== 'locked' &&
      (body.batch_id === null || row.batch_id === body.batch_id) &&
      (body.versions.get(row.id) ?? row.version) === row.version,
  );
  const loaded = new Map(
    (
      await loadRecordContents(
        trx,
        open.map((row) => row.id),
      )
    ).map((r) => [r.id, r]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const changed: Array<{ id: number; changes: BulkFieldChange[] }> = [];
  for (const id of chunk) {
    const row = byId.get(id);
    const refuse = (reason: BulkRefusalReason, message: string) => out.refused.push({ id, reason, message });
    if (!row) {
      refuse('not-found', `Record ${id} was not found`);
      continue;
    }
    if (row.status === 'locked') {
      refuse('locked-batch', `Record ${id} is in a locked batch`);
      continue;
    }
    if (body.batch_id !== null && row.batch_id !== body.batch_id) {
      refuse('other-batch', `Record ${id} is not in batch ${body.batch_id}`);
      continue;
    }
    const version = body.versions.get(id);
    if (version !== undefined && version !== row.version) {
      refuse('stale-version', `Record ${id} was saved since it was read (version ${row.version}, not ${version})`);
      continue;
    }
    const before = loaded.get(id);
    if (!before) {
      refuse('not-found', `Record ${id} was not found`);
      continue;
    }
    const planned = recordChanges(before, body.update_fields, body.link, lookups);
    if ('refusal' in planned) {
      refuse('rule', `Record ${id}: ${planned.refusal}`);
      continue;
    }
    const { changes } = planned;
    const judged = await judge(trx, row.template, rules, before, changes);
    if (judged.refusal) {
      refuse('rule', `Record ${id}: ${judged.refusal}`);
      continue;
    }
    out.records.push({ id, version: row.version, changes, rule_sets: judged.ruleSets });
    if (changes.length === 0) {
      out.unchanged += 1;
      continue;
    }
    out.updated += 1;
    changed.push({ id, changes });
  }
  if (body.dry_run || changed.length === 0 || bulkChangeId === null) return out;
  const fields = bulkChangeFields(body);
  const alike = new Set(body.update_fields.map((f) => bulkEditKey(f.field)));
  await writeRecordChanges(trx, caller, changed, 'after', alike);
  await dealLateRecords(trx, caller, madeReady(changed, 'after'));
  await audit(
    trx,
    caller,
    bulkAuditEntries(changed, 'after', (changes) => ({
      bulk_change: { id: bulkChangeId, fields, batch_id: body.batch_id, changes },
    })),
  );
  await countBulkChangeRecords(trx, bulkChangeId, changed.length);
  return out;
}

type Item = { id: number; active_flag?: boolean | null } & Record<string, unknown>;
const activeItems = (items: readonly unknown[]) => (items as Item[]).filter((item) => item.active_flag !== false);

/**
 * The record's changes field by field: its own fields, then each active biblio's (biblioChanges:
 * its fields, what the exclusion condition clears and what the link sets) and usage's; or why one
 * of its biblios refuses them.
 */
function recordChanges(
  record: RecordContent,
  fields: readonly BulkUpdateField[],
  link: BulkLink | null,
  lookups: UpdateLookups,
): { changes: BulkFieldChange[] } | { refusal: string } {
  const of = (resource: string) => fields.filter((f) => f.field.resource === resource);
  const biblios: BulkFieldChange[] = [];
  for (const b of activeItems(record.biblios)) {
    const planned = biblioChanges(b, of('biblio'), link, lookups.workLink, lookups.minorForMajor);
    if ('refusal' in planned) return planned;
    biblios.push(...planned.changes);
  }
  return {
    changes: [
      ...diffBulkRow(record as unknown as Record<string, unknown>, of('document_detail')),
      ...biblios,
      ...activeItems(record.usages).flatMap((u) => diffBulkRow(u, of('usage'), u.id)),
    ],
  };
}

/** A field the link sets cannot also be set by update_fields: a 400 naming it. */
function requireApartFromLink(fields: readonly BulkUpdateField[], link: BulkLink | null): void {
  if (!link) return;
  const linked = LINKED_FIELDS['work' in link ? 'work' : 'recipient'];
  fields.forEach(({ field }, i) => {
    if (field.resource === 'biblio' && linked.includes(field.field))
      throw badRequest(`${bulkEditKey(field)} is set by the link`, `update_fields.${i}.field`);
  });
}

/** The fields and values the bulk change sets, as its row and audit rows keep them: a link as the id it links. */
export function bulkChangeFields(body: UpdateRecordsBody) {
  const fields = body.update_fields.map((f) => ({ resource: f.field.resource, field: f.field.field, value: f.value }));
  if (body.link && 'work' in body.link)
    fields.push({ resource: 'biblio', field: 'work_id', value: body.link.work.workId });
  if (body.link && 'recipient' in body.link)
    fields.push({ resource: 'biblio', field: 'recipient_id', value: body.link.recipient.accountObjectId });
  return fields;
}

/** The record as the rules would read it with the changes made. */
function changedRecord(record: RecordContent, changes: readonly BulkFieldChange[]): RecordContent {
  const set = (resource: string, itemId: number | undefined, row: Record<string, unknown>) => {
    const mine = changes.filter((c) => c.resource === resource && c.item_id === itemId);
    return mine.length === 0 ? row : { ...row, ...Object.fromEntries(mine.map((c) => [c.field, c.after])) };
  };
  return {
    ...(set('document_detail', undefined, record as unknown as Record<string, unknown>) as unknown as RecordContent),
    biblios: (record.biblios as Item[]).map((b) => set('biblio', b.id, b)) as RecordContent['biblios'],
    usages: (record.usages as Item[]).map((u) => set('usage', u.id, u)) as RecordContent['usages'],
  };
}

/**
 * What the template's rules say of the change: refused when a changed field is one a rule
 * disables (the rule sets it), restricts to other choices, or marks as an error once changed;
 * otherwise the values the rules set on the changed record that it does not hold.
 */
async function judge(
  trx: Db,
  templateId: number | null,
  cache: Map<number, CompiledRules | null>,
  before: RecordContent,
  changes: readonly BulkFieldChange[],
): Promise<{ refusal: string | null; ruleSets: BulkRuleSet[] }> {
  if (templateId === null || changes.length === 0) return { refusal: null, ruleSets: [] };
  if (!cache.has(templateId)) cache.set(templateId, await loadCompiledRules(trx, templateId));
  const compiled = cache.get(templateId);
  if (!compiled) return { refusal: null, ruleSets: [] };
  const was = evaluateRules(compiled, ruleRecordOf(before));
  const now = evaluateRules(compiled, ruleRecordOf(changedRecord(before, changes)), was.state);
  for (const change of changes) {
    const scope = SCOPE_OF[change.resource as keyof typeof SCOPE_OF];
    const key = change.item_id === undefined ? null : String(change.item_id);
    const outcome =
      scope === 'document' ? now.document : (scope === 'biblio' ? now.biblios : now.usages).get(key ?? '');
    const label = compiled.labelOf(scope, change.field);
    if (outcome?.disabled.has(change.field)) return { refusal: `${label} is set by a rule`, ruleSets: [] };
    const allowed = outcome?.restricted[change.field];
    if (allowed && change.after !== null && !allowed.includes(Number(change.after)))
      return { refusal: `a rule does not allow this ${label}`, ruleSets: [] };
    const error = now.errors.find((e) => e.scope === scope && e.key === key && e.field === change.field);
    if (error) return { refusal: `${label}: ${error.message}`, ruleSets: [] };
  }
  return {
    refusal: null,
    ruleSets: now.changes.map((c) => ({
      resource: c.scope,
      ...(c.key === null ? {} : { item_id: Number(c.key) }),
      field: c.field,
      value: c.value,
    })),
  };
}
