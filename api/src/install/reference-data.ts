import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  BIBLIO_FIELDS,
  BULK_EDIT_CATALOGUE,
  CONDITION_OPERATORS,
  LOOKUP_LISTS,
  RULE_ACTION_TYPES,
  USAGE_FIELDS,
  type LookupListName,
} from '@rt/domain';
import type { Db } from '../db/connect.ts';
import { loadTemplateRules } from '../modules/lookup/rules.ts';
import {
  insertResearchTemplate,
  insertTemplateParts,
  type Executor,
  type RuleInput,
  type TemplateFieldInput,
} from '../seed/factories.ts';

/**
 * The agency's reference data as JSON lines, one item per line, each with a `kind`:
 *
 *   {"kind":"lookup","list":"edition","id":1,"value":"1st"}            (sort_order: the id; active: true)
 *   {"kind":"aou","id":101,"value":"Faculty of Science"}
 *   {"kind":"licence_scheme","value":"Universities EUS"}
 *   {"kind":"template","name":"University Template","fields":[{"resource":"biblio","field":"isn","label":"ISBN/ISSN"}],
 *    "rules":[{"name":"Check ISMN","conditions":[{"field":"isn","operator":"begins_with","value":"979"}],
 *              "actions":[{"field":"isn","type":"warn","message":"Check ISMN"}]}]}
 *
 * examples/reference-data.jsonl is the demo's set; the seed loads it through importReferenceData.
 */

export const REFERENCE_KINDS = ['lookup', 'aou', 'licence_scheme', 'template'] as const;

const RESOURCES = ['document_detail', 'biblio', 'usage'] as const;

/** The fields a template may show, per resource: the record's own (as bulk edit lists them), a biblio's, a usage's. */
const TEMPLATE_FIELDS: Record<(typeof RESOURCES)[number], ReadonlySet<string>> = {
  document_detail: new Set(BULK_EDIT_CATALOGUE.document_detail.map((f) => f.field).filter((f) => f !== 'id')),
  biblio: new Set(BIBLIO_FIELDS),
  usage: new Set(USAGE_FIELDS),
};

const oneOf = (values: readonly string[]) => ({ error: `must be one of ${values.join(', ')}` });
const name = z.string({ error: 'is required' }).trim().min(1, 'must not be blank');
const id = z.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be above 0');
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const lookupItem = z.strictObject({
  kind: z.literal('lookup'),
  list: z.enum(LOOKUP_LISTS, oneOf(LOOKUP_LISTS)),
  id,
  value: name,
  /** The place in the list's order; the id by default. */
  sort_order: z.number().int().optional(),
  active: z.boolean({ error: 'must be true or false' }).default(true),
});

const aouItem = z.strictObject({ kind: z.literal('aou'), id, value: name });

const schemeItem = z.strictObject({ kind: z.literal('licence_scheme'), value: name });

const condition = z.strictObject({
  field: name,
  operator: z.enum(CONDITION_OPERATORS, oneOf(CONDITION_OPERATORS)),
  value: optionalText,
});

const action = z
  .strictObject({
    field: name,
    type: z.enum(RULE_ACTION_TYPES, oneOf(RULE_ACTION_TYPES)),
    value: optionalText,
    /** Lookup ids a `restrict` keeps. */
    options: z
      .array(id)
      .nullish()
      .transform((v) => v ?? null),
    message: optionalText,
  })
  .superRefine((a, ctx) => {
    if (a.type === 'restrict' && !a.options?.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a restrict action needs the ids it keeps' });
    if ((a.type === 'warn' || a.type === 'error') && !a.message?.trim())
      ctx.addIssue({ code: 'custom', path: ['message'], message: `a ${a.type} action needs a message` });
    if ((a.type === 'set' || a.type === 'set_disable') && a.value === null)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `a ${a.type} action needs a value` });
  });

const templateItem = z
  .strictObject({
    kind: z.literal('template'),
    name,
    fields: z
      .array(
        z.strictObject({
          resource: z.enum(RESOURCES, oneOf(RESOURCES)),
          field: name,
          label: name,
        }),
      )
      .min(1, 'a template needs at least one field'),
    rules: z
      .array(
        z.strictObject({
          name,
          conditions: z.array(condition).min(1, 'a rule needs at least one condition'),
          actions: z.array(action).min(1, 'a rule needs at least one action'),
        }),
      )
      .default([]),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.fields.forEach((f, i) => {
      if (!TEMPLATE_FIELDS[f.resource].has(f.field))
        ctx.addIssue({ code: 'custom', path: ['fields', i], message: `unknown ${f.resource} field` });
      const key = `${f.resource}.${f.field}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['fields', i], message: 'listed twice' });
      seen.add(key);
    });
  });

const SCHEMAS = { lookup: lookupItem, aou: aouItem, licence_scheme: schemeItem, template: templateItem };

export type LookupItem = z.infer<typeof lookupItem>;
export type AouItem = z.infer<typeof aouItem>;
export type TemplateItem = z.infer<typeof templateItem>;

/** A file's items by kind, in the file's order. */
export type ReferenceData = {
  lookups: Array<LookupItem & { line: number }>;
  aous: AouItem[];
  schemes: string[];
  templates: TemplateItem[];
};

export type LineProblem = { line: number; reason: string };

/** What a line is about, for its messages: `template 'University Template'`, `lookup edition id 3`. */
function subject(raw: Record<string, unknown>): string {
  const quoted = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(v));
  switch (raw.kind) {
    case 'template':
      return `template ${quoted(raw.name)}`;
    case 'lookup':
      return `lookup ${String(raw.list)} id ${String(raw.id)}`;
    case 'aou':
      return `aou id ${String(raw.id)}`;
    default:
      return `licence scheme ${quoted(raw.value)}`;
  }
}

/** A zod path inside an item as words: ['fields', 2, 'label'] → "field 'isn' label". */
function describePath(raw: Record<string, unknown>, path: readonly PropertyKey[]): string {
  const words: string[] = [];
  let node: unknown = raw;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = (node as Record<PropertyKey, unknown> | undefined)?.[key];
    if (typeof key === 'number') {
      const item = next as Record<string, unknown> | undefined;
      const container = path[i - 1];
      if (container === 'fields') words[words.length - 1] = `field '${String(item?.field ?? `#${key + 1}`)}'`;
      else if (container === 'rules') words[words.length - 1] = `rule '${String(item?.name ?? `#${key + 1}`)}'`;
      else if (container === 'conditions') words[words.length - 1] = `condition ${key + 1}`;
      else if (container === 'actions') words[words.length - 1] = `action ${key + 1}`;
      else words.push(String(key + 1));
    } else words.push(String(key));
    node = next;
  }
  return words.join(' ');
}

/**
 * Reads the lines of a reference-data file: every item checked, then the file as a whole (an id,
 * a name or a value given twice). Blank lines are skipped; line numbers count from 1.
 */
export function parseReferenceData(text: string): { data: ReferenceData; problems: LineProblem[] } {
  const data: ReferenceData = { lookups: [], aous: [], schemes: [], templates: [] };
  const problems: LineProblem[] = [];
  const firstLine = new Map<string, number>();
  /** A key given twice: the second line is the one reported. */
  const once = (key: string, line: number, reason: string) => {
    const earlier = firstLine.get(key);
    if (earlier === undefined) firstLine.set(key, line);
    else problems.push({ line, reason: `${reason} (also on line ${earlier})` });
  };

  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((content, index) => {
      const line = index + 1;
      if (!content.trim()) return;
      let raw: unknown;
      try {
        raw = JSON.parse(content);
      } catch (error) {
        problems.push({ line, reason: `not valid JSON (${(error as Error).message})` });
        return;
      }
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        problems.push({ line, reason: 'not a JSON object' });
        return;
      }
      const item = raw as Record<string, unknown>;
      const kind = item.kind;
      if (typeof kind !== 'string' || !(kind in SCHEMAS)) {
        problems.push({ line, reason: `kind must be one of ${REFERENCE_KINDS.join(', ')}` });
        return;
      }
      const parsed = SCHEMAS[kind as keyof typeof SCHEMAS].safeParse(item);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const where = [subject(item), describePath(item, issue.path)].filter(Boolean).join(' ');
          problems.push({ line, reason: `${where}: ${issue.message}` });
        }
        return;
      }
      const valid = parsed.data;
      switch (valid.kind) {
        case 'lookup':
          once(`lookup:${valid.list}:${valid.id}`, line, `${subject(item)}: given twice`);
          once(
            `lookup-value:${valid.list}:${valid.value.toLowerCase()}`,
            line,
            `${subject(item)}: value '${valid.value}' is in the list twice`,
          );
          data.lookups.push({ ...valid, line });
          break;
        case 'aou':
          once(`aou:${valid.id}`, line, `${subject(item)}: given twice`);
          data.aous.push(valid);
          break;
        case 'licence_scheme':
          once(`scheme:${valid.value}`, line, `${subject(item)}: given twice`);
          data.schemes.push(valid.value);
          break;
        case 'template':
          once(`template:${valid.name}`, line, `${subject(item)}: given twice`);
          data.templates.push(valid);
          break;
      }
    });
  return { data, problems };
}

/** Reads and checks a reference-data file; an error lists every bad line. */
export function readReferenceFile(file: string | URL): ReferenceData {
  const { data, problems } = parseReferenceData(readFileSync(file, 'utf8'));
  if (problems.length > 0) throw new ReferenceDataError(problems);
  return data;
}

export class ReferenceDataError extends Error {
  constructor(readonly problems: readonly LineProblem[]) {
    super(problems.map((p) => `line ${p.line}: ${p.reason}`).join('\n'));
  }
}

export type Tally = { added: number; updated: number; unchanged: number };
export type ImportSummary = {
  lookups: Tally;
  aous: Tally;
  schemes: Tally;
  templates: Tally & { names: { added: string[]; updated: string[] } };
};

/** The fields and rules as the import stores them, for telling a changed template from one as it was. */
export function templateParts(template: TemplateItem): { fields: TemplateFieldInput[]; rules: RuleInput[] } {
  return {
    fields: template.fields.map((f, i) => ({
      resource: f.resource,
      field_name: f.field,
      label: f.label,
      sort_order: i + 1,
    })),
    rules: template.rules.map((r) => ({
      name: r.name,
      conditions: r.conditions.map((c) => ({ field: c.field, operator: c.operator, value: c.value })),
      actions: r.actions.map((a) => ({
        field: a.field,
        type: a.type,
        value: a.value,
        options: a.options,
        message: a.message,
      })),
    })),
  };
}

async function storedTemplateParts(trx: Executor, templateId: number) {
  const fields = await trx
    .selectFrom('research_template_fields')
    .select(['resource', 'field_name', 'label', 'sort_order'])
    .where('research_template_id', '=', templateId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const rules = await loadTemplateRules(trx, templateId);
  return {
    fields: fields.map((f, i) => ({ ...f, sort_order: i + 1 })),
    rules: rules.map(({ id: _, ...rule }) => rule),
  };
}

/** Lookup-like rows (id, value...) upserted by id; only rows whose values differ are written. */
async function upsertById(
  trx: Executor,
  table: LookupListName | 'aou_list',
  rows: ReadonlyArray<{ id: number; value: string; sort_order?: number; active?: boolean }>,
): Promise<Tally> {
  if (rows.length === 0) return { added: 0, updated: 0, unchanged: 0 };
  const columns = table === 'aou_list' ? ['value'] : ['value', 'sort_order', 'active'];
  const values = sql.join(
    rows.map((r) =>
      table === 'aou_list'
        ? sql`(${r.id}, ${r.value})`
        : sql`(${r.id}, ${r.value}, ${r.sort_order ?? r.id}, ${r.active ?? true})`,
    ),
  );
  const target = sql.table(table);
  const set = sql.join(columns.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  const current = sql.join(columns.map((c) => sql`${target}.${sql.ref(c)}`));
  const incoming = sql.join(columns.map((c) => sql`excluded.${sql.ref(c)}`));
  // xmax is 0 on a row this statement inserted, and set on one it updated.
  const { rows: written } = await sql<{ inserted: boolean }>`
    insert into ${target} (id, ${sql.join(columns.map((c) => sql.ref(c)))}) values ${values}
    on conflict (id) do update set ${set}
    where (${current}) is distinct from (${incoming})
    returning (xmax = 0) as inserted`.execute(trx);
  const added = written.filter((r) => r.inserted).length;
  return { added, updated: written.length - added, unchanged: rows.length - written.length };
}

/**
 * Applies reference data: lookups and AOU entries by id (value, order and active flag taken from
 * the data), licence schemes by value (added when missing), templates by name (a template already
 * there gets exactly the data's fields and rules: the old ones are replaced, not merged). Nothing
 * is deleted: a lookup the agency no longer offers is sent with `"active": false`. Run it inside a
 * transaction so that a refusal leaves nothing behind; applying the same data again changes nothing.
 */
export async function importReferenceData(trx: Executor, data: ReferenceData): Promise<ImportSummary> {
  await refuseTakenLookupValues(trx, data.lookups);
  const lookups: Tally = { added: 0, updated: 0, unchanged: 0 };
  for (const list of LOOKUP_LISTS) {
    const tally = await upsertById(
      trx,
      list,
      data.lookups.filter((l) => l.list === list),
    );
    lookups.added += tally.added;
    lookups.updated += tally.updated;
    lookups.unchanged += tally.unchanged;
  }
  const aous = await upsertById(trx, 'aou_list', data.aous);

  const addedSchemes = data.schemes.length
    ? await trx
        .insertInto('licence_schemes')
        .values(data.schemes.map((value) => ({ value })))
        .onConflict((c) => c.column('value').doNothing())
        .returning('id')
        .execute()
    : [];
  const schemes = { added: addedSchemes.length, updated: 0, unchanged: data.schemes.length - addedSchemes.length };

  const templates: ImportSummary['templates'] = {
    added: 0,
    updated: 0,
    unchanged: 0,
    names: { added: [], updated: [] },
  };
  for (const template of data.templates) {
    const parts = templateParts(template);
    const existing = await trx
      .selectFrom('research_templates')
      .select('id')
      .where('template_name', '=', template.name)
      .executeTakeFirst();
    if (!existing) {
      await insertResearchTemplate(trx, { template_name: template.name }, parts);
      templates.added++;
      templates.names.added.push(template.name);
      continue;
    }
    if (JSON.stringify(await storedTemplateParts(trx, existing.id)) === JSON.stringify(parts)) {
      templates.unchanged++;
      continue;
    }
    // Rules cascade to their conditions and actions; records keep their values whatever the form shows.
    await trx.deleteFrom('research_rules').where('research_template_id', '=', existing.id).execute();
    await trx.deleteFrom('research_template_fields').where('research_template_id', '=', existing.id).execute();
    await insertTemplateParts(trx, existing, parts);
    templates.updated++;
    templates.names.updated.push(template.name);
  }
  return { lookups, aous, schemes, templates };
}

/** A lookup value is unique in its list: the data may not give another id a value a stored row keeps. */
async function refuseTakenLookupValues(trx: Executor, lookups: ReferenceData['lookups']): Promise<void> {
  const problems: LineProblem[] = [];
  for (const list of LOOKUP_LISTS) {
    const given = lookups.filter((l) => l.list === list);
    if (given.length === 0) continue;
    const givenIds = new Set(given.map((l) => l.id));
    const stored = await (trx as Db).selectFrom(list).select(['id', 'value']).execute();
    const kept = new Map(stored.filter((s) => !givenIds.has(s.id)).map((s) => [s.value.toLowerCase(), s.id]));
    for (const item of given) {
      const holder = kept.get(item.value.toLowerCase());
      if (holder !== undefined)
        problems.push({
          line: item.line,
          reason: `lookup ${list} id ${item.id}: value '${item.value}' is already id ${holder} in the database`,
        });
    }
  }
  if (problems.length > 0) throw new ReferenceDataError(problems);
}
