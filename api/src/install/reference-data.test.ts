import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { captureConsole } from '../testing/capture-console.ts';
import { importReferenceCommand } from './import-reference-command.ts';
import { DEMO_REFERENCE_FILE } from '../seed/reference-data/demo-file.ts';

let folder: string;
let database: TestDatabase;
const connect = async () => ({ ...database, close: async () => {} });

/** Rows of every table the import writes, to show that a refused file changed none. */
async function referenceRows() {
  const tables = ['licence_schemes', 'research_templates', 'research_template_fields', 'research_rules'];
  const rows: Record<string, unknown> = {};
  for (const table of [...tables, 'research_rule_conditions', 'research_rule_actions', 'aou_list', 'edition'])
    rows[table] = (await sql`select * from ${sql.table(table)} order by id`.execute(database.db)).rows;
  return rows;
}

async function run(lines: readonly unknown[] | string) {
  const file = path.join(folder, `reference-${Math.random().toString(36).slice(2)}.jsonl`);
  await writeFile(
    file,
    typeof lines === 'string' ? lines : lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'),
  );
  const output = captureConsole();
  try {
    const code = await importReferenceCommand([file], connect, folder);
    return { code, ...output };
  } finally {
    output.restore();
  }
}

const template = {
  kind: 'template',
  name: 'Museums Template',
  fields: [
    { resource: 'biblio', field: 'major_title', label: 'Title' },
    { resource: 'usage', field: 'copy_type', label: 'Copy Type' },
  ],
  rules: [
    {
      name: 'Old works',
      conditions: [{ field: 'publication_year', operator: 'less_than', value: '1900' }],
      actions: [{ field: 'publication_year', type: 'warn', message: 'Check copyright.' }],
    },
  ],
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'reference-data-'));
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('npm run import:reference', () => {
  it('loads the shipped example into a fresh database, then finds nothing to change on a second run', async () => {
    const first = await run(await readFile(DEMO_REFERENCE_FILE, 'utf8'));
    expect(first.code).toBe(0);
    expect(first.log).toMatch(/Lookup values: \d+ added, 1 updated|Lookup values: \d+ added, 0 updated, 1 unchanged/);
    expect(first.log).toMatch(/Licence schemes: 5 added, 0 updated, 0 unchanged/);
    expect(first.log).toMatch(
      /Research templates: 3 added.*\n {2}added: University Template, Schools Template, Government Template/,
    );
    const stored = await referenceRows();
    const second = await run(await readFile(DEMO_REFERENCE_FILE, 'utf8'));
    expect(second.code).toBe(0);
    expect(second.log).toMatch(/Lookup values: 0 added, 0 updated, \d+ unchanged/);
    expect(second.log).toMatch(/Research templates: 0 added, 0 updated, 3 unchanged/);
    expect(await referenceRows()).toEqual(stored);
  });

  it('lists every bad line with its number and reason, and stores nothing from a file with one', async () => {
    const before = await referenceRows();
    const { code, error } = await run([
      { kind: 'licence_scheme', value: 'Museums Licence' },
      { ...template, fields: [{ resource: 'biblio', field: 'colour', label: 'Colour' }] },
      { kind: 'lookup', list: 'edition', id: 0, value: 'Zeroth' },
      { kind: 'lookup', list: 'editions', id: 40, value: 'Fortieth' },
      { kind: 'gadget' },
      '{not json',
      { kind: 'licence_scheme', value: 'Museums Licence' },
      {
        ...template,
        name: 'Other',
        rules: [
          {
            name: 'R',
            conditions: [{ field: 'isn', operator: 'near', value: '1' }],
            actions: [{ field: 'isn', type: 'warn' }],
          },
        ],
      },
    ]);
    expect(code).toBe(1);
    expect(error.trim().split('\n')).toEqual([
      "line 2: template 'Museums Template' field 'colour': unknown biblio field",
      'line 3: lookup edition id 0 id: must be above 0',
      expect.stringMatching(/^line 4: lookup editions id 40 list: must be one of edition, exclusion_condition/),
      'line 5: kind must be one of lookup, aou, licence_scheme, template',
      expect.stringMatching(/^line 6: not valid JSON/),
      "line 7: licence scheme 'Museums Licence': given twice (also on line 1)",
      expect.stringMatching(/^line 8: template 'Other' rule 'R' condition 1 operator: must be one of equals, /),
      "line 8: template 'Other' rule 'R' action 1 message: a warn action needs a message",
      expect.stringMatching(/: 8 problems; nothing was imported\.$/),
    ]);
    expect(await referenceRows()).toEqual(before);
  });

  it('replaces the fields and rules of a template of the same name, and keeps the id collections name', async () => {
    expect((await run([template])).code).toBe(0);
    const { id } = await database.db
      .selectFrom('research_templates')
      .select('id')
      .where('template_name', '=', 'Museums Template')
      .executeTakeFirstOrThrow();
    const changed = {
      ...template,
      fields: [{ resource: 'biblio', field: 'isn', label: 'ISBN' }],
      rules: [],
    };
    const { code, log } = await run([changed]);
    expect(code).toBe(0);
    expect(log).toMatch(
      /Research templates: 0 added, 1 updated, 0 unchanged\n {2}updated \(fields and rules replaced\): Museums Template/,
    );
    const fields = await database.db
      .selectFrom('research_template_fields')
      .select(['resource', 'field_name', 'label', 'sort_order'])
      .where('research_template_id', '=', id)
      .execute();
    expect(fields).toEqual([{ resource: 'biblio', field_name: 'isn', label: 'ISBN', sort_order: 1 }]);
    expect(await database.db.selectFrom('research_rules').where('research_template_id', '=', id).execute()).toEqual([]);
  });

  it('updates a lookup by its list and id, and refuses a value another stored id holds', async () => {
    const { code, log } = await run([{ kind: 'lookup', list: 'edition', id: 3, value: 'Third', active: false }]);
    expect(code).toBe(0);
    expect(log).toMatch(/Lookup values: 0 added, 1 updated, 0 unchanged/);
    expect(await database.db.selectFrom('edition').selectAll().where('id', '=', 3).execute()).toEqual([
      { id: 3, value: 'Third', sort_order: 3, active: false },
    ]);
    const before = await referenceRows();
    const refused = await run([
      { kind: 'aou', id: 900, value: 'New Faculty' },
      { kind: 'lookup', list: 'edition', id: 99, value: '2nd' },
    ]);
    expect(refused.code).toBe(1);
    expect(refused.error).toMatch(
      /^line 2: lookup edition id 99: value '2nd' is already id 2 in the database\n.*nothing was imported/,
    );
    expect(await referenceRows()).toEqual(before);
  });

  it('shows its usage without a file (exit 2) and names a file it cannot read (exit 1)', async () => {
    const output = captureConsole();
    try {
      expect(await importReferenceCommand([], connect, folder)).toBe(2);
      expect(await importReferenceCommand(['missing.jsonl'], connect, folder)).toBe(1);
    } finally {
      output.restore();
    }
    expect(output.error).toMatch(
      /^Usage: npm run import:reference -- <reference-data\.jsonl>\nCannot read .*missing\.jsonl/,
    );
  });
});
