import { statusLabel } from '@rt/domain';

/** One audit row of a record's history, as the history query reads it. */
export type AuditChange = {
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  /** Display names of whom `assigned_user_id` names before and after, when the row has one. */
  assignee_before?: string | null;
  assignee_after?: string | null;
  /** The query the bulk change the row names ran, in words, when the row is a bulk change's. */
  bulk_query?: string | null;
};

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);

const LABELS: Record<string, string> = {
  isn: 'ISN',
  url: 'URL',
  blm: 'BLM',
  blm_status: 'BLM status',
  aaa_flag: 'AAA',
  amcos_flag: 'AMCOS',
  wht_amount: 'WHT amount',
  wht_percentage: 'WHT percentage',
  work_id: 'linked work',
  recipient_id: 'linked recipient',
  batch_id: 'batch',
  location_id: 'location',
};

/** A column as people say it: 'major_title' → 'major title'. */
const label = (key: string) => LABELS[key] ?? key.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the record row holds that is not an edit of its own, or is told apart below. */
const RECORD_KEYS_TOLD_APART = new Set([
  'id',
  'version',
  'created_at',
  'updated_at',
  'updated_by',
  'researched_by',
  'researched_at',
  'batch',
  'location',
  'assigned_user',
  'researched_by_user',
  'biblios',
  'usages',
  'biblio_usage',
  'status',
  'assigned_user_id',
]);
const ITEM_KEYS_TOLD_APART = new Set(['id', 'document_detail_id', 'active_flag']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keys both rows have whose values differ, minus those told apart. */
function changedKeys(before: Row, after: Row, toldApart: ReadonlySet<string>): string[] {
  return Object.keys(after).filter((key) => !toldApart.has(key) && key in before && !same(before[key], after[key]));
}

const activeWord = (active: unknown) => (active === false ? 'inactive' : 'active');

/** Biblios or usages added, changed (fields named) and deleted between two lists. */
function itemSentences(noun: 'Biblio' | 'Usage', before: Row[], after: Row[]): string[] {
  const was = new Map(before.map((item) => [String(item.id), item]));
  const now = new Set(after.map((item) => String(item.id)));
  const sentences: string[] = [];
  for (const item of after) {
    const id = String(item.id);
    const old = was.get(id);
    if (!old) {
      sentences.push(`${noun} ${id} added`);
      continue;
    }
    if (!same(old.active_flag, item.active_flag)) sentences.push(`${noun} ${id} made ${activeWord(item.active_flag)}`);
    const fields = changedKeys(old, item, ITEM_KEYS_TOLD_APART);
    if (fields.length > 0) sentences.push(`${noun} ${id}: ${fields.map(label).join(', ')} changed`);
  }
  for (const id of was.keys()) if (!now.has(id)) sentences.push(`${noun} ${id} deleted`);
  return sentences;
}

/** Links made, made (in)active and removed; a link removed with its biblio or usage goes unsaid. */
function linkSentences(before: Row, after: Row): string[] {
  const keyOf = (link: Row) => `${String(link.biblio_id)}/${String(link.usage_id)}`;
  const was = new Map(rowsOf(before.biblio_usage).map((link) => [keyOf(link), link]));
  const now = new Map(rowsOf(after.biblio_usage).map((link) => [keyOf(link), link]));
  const ids = (key: 'biblios' | 'usages') => new Set(rowsOf(after[key]).map((item) => String(item.id)));
  const [biblios, usages] = [ids('biblios'), ids('usages')];
  const name = (link: Row) => `biblio ${String(link.biblio_id)} and usage ${String(link.usage_id)}`;
  const sentences: string[] = [];
  for (const [key, link] of now) {
    const old = was.get(key);
    if (!old) {
      const inactive = link.active_flag === false ? ' (inactive)' : '';
      sentences.push(`Biblio ${String(link.biblio_id)} linked to usage ${String(link.usage_id)}${inactive}`);
    } else if (!same(old.active_flag, link.active_flag)) {
      sentences.push(`Link of ${name(link)} made ${activeWord(link.active_flag)}`);
    }
  }
  for (const [key, link] of was) {
    if (!now.has(key) && biblios.has(String(link.biblio_id)) && usages.has(String(link.usage_id)))
      sentences.push(`Link of ${name(link)} removed`);
  }
  return sentences;
}

function assigneeSentence(change: AuditChange, before: Row, after: Row): string | undefined {
  if (!('assigned_user_id' in before) || same(before.assigned_user_id, after.assigned_user_id)) return undefined;
  const name = (id: unknown, known: string | null | undefined) => known ?? `user ${String(id)}`;
  const was = before.assigned_user_id === null ? null : name(before.assigned_user_id, change.assignee_before);
  const now = after.assigned_user_id === null ? null : name(after.assigned_user_id, change.assignee_after);
  if (was === null) return `Assigned to ${now}`;
  if (now === null) return `No longer assigned to ${was}`;
  return `Assignee: ${was} → ${now}`;
}

/** Which bulk change (Bulk Edit, docs/decisions/035) wrote the row, with its query, or undid one, said first. */
function bulkSentence(change: AuditChange, after: Row): string | undefined {
  if (isRow(after.bulk_change)) {
    const query = change.bulk_query ? `, query: ${change.bulk_query}` : '';
    return `Bulk change ${String(after.bulk_change.id)}${query}`;
  }
  if (isRow(after.bulk_undo)) return `Bulk change ${String(after.bulk_undo.bulk_change_id)} undone`;
  return undefined;
}

/** A save (or an assignment) of the record itself: its own fields, then its items and links. */
function recordUpdateSentences(change: AuditChange, before: Row, after: Row): string[] {
  const sentences: string[] = [];
  const bulk = bulkSentence(change, after);
  if (bulk) sentences.push(bulk);
  if ('status' in before && !same(before.status, after.status))
    sentences.push(`Status: ${statusLabel(String(before.status))} → ${statusLabel(String(after.status))}`);
  const assignee = assigneeSentence(change, before, after);
  if (assignee) sentences.push(assignee);
  for (const key of changedKeys(before, after, RECORD_KEYS_TOLD_APART))
    sentences.push(`${capitalised(label(key))} changed`);
  // Assign Records' rows hold the assignee alone; a save's hold the whole record.
  if ('biblios' in before) sentences.push(...contentSentences(before, after));
  return sentences.length > 0 ? sentences : ['Saved with no changes'];
}

/** The record's biblios, usages and links, compared. */
function contentSentences(before: Row, after: Row): string[] {
  return [
    ...itemSentences('Biblio', rowsOf(before.biblios), rowsOf(after.biblios)),
    ...itemSentences('Usage', rowsOf(before.usages), rowsOf(after.usages)),
    ...linkSentences(before, after),
  ];
}

/**
 * What one audit row of a record did, as short sentences ('Status: On hold → Researched',
 * 'Biblio 12: major title changed', 'Usage 7 deleted'), from the rows before and after that
 * save-full-record, create-full-record, the item deletes and Assign Records write.
 */
export function changeSentences(change: AuditChange): string[] {
  const before = isRow(change.before) ? change.before : {};
  const after = isRow(change.after) ? change.after : {};
  if (change.entity === 'document_detail') {
    return change.action === 'create'
      ? ['Record created', ...contentSentences({}, after)]
      : recordUpdateSentences(change, before, after);
  }
  const noun = capitalised(label(change.entity));
  const done = { create: 'added', update: 'changed', delete: 'deleted' }[change.action];
  return [`${noun} ${change.entity_id} ${done}`];
}
