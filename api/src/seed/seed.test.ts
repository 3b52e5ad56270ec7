import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ROLE_IDS, eanCheckDigit } from '@rt/domain';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import type { Db } from '../db/connect.ts';
import { isDatabaseEmpty, resetDatabase, seedDatabase, type SeedSummary } from './seed.ts';
import { insertDocument, insertLocation, insertWork } from './factories.ts';
import { finishedByOn, statisticsToday, withFinishes } from '../modules/statistics/research-finishes.ts';

/** Every row of the given tables, sorted, with instants cut to their day (they depend on the clock). */
async function dump(db: Db, tables: readonly string[]) {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows
      .map((row) =>
        JSON.stringify(row, (_key, value) =>
          typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value,
        ),
      )
      .sort();
  }
  return result;
}

describe('seed (test scale)', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('loads the five roles with their fixed ids', async () => {
    const roles = await db.selectFrom('roles').selectAll().orderBy('id').execute();
    expect(roles).toEqual(
      Object.entries(ROLE_IDS)
        .map(([value, id]) => ({ id, value }))
        .sort((a, b) => a.id - b.id),
    );
  });

  it('loads the demo users with their roles', async () => {
    const users = await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.email', 'users.display_name', 'roles.value as role'])
      .orderBy('users.id')
      .execute();
    const expected = [
      ['coordinator@example.org', 'Casey Coordinator', 'Coordinator'],
      ['researcher@example.org', 'Riley Researcher', 'Researcher'],
      ['researcher2@example.org', 'Robin Researcher', 'Researcher'],
      ['it@example.org', 'Indra IT', 'IT'],
      ['auditor@example.org', 'Avery Auditor', 'External Auditor'],
      ['unassigned@example.org', 'Uma Unassigned', 'Unassigned'],
      ['integrator@example.org', 'Reporting Integration', 'Coordinator'],
    ];
    expect(users.map((u) => [u.email, u.display_name, u.role])).toEqual(expected);
  });

  it('has records in every status', async () => {
    const rows = await db
      .selectFrom('document_details')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
    expect(Object.keys(counts).sort()).toEqual(['imported', 'on_hold', 'ready_for_research', 'researched']);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(30);
    expect(counts.ready_for_research).toBeGreaterThan(counts.on_hold);
  });

  it('has hidden, shown and unset collections and locked and unlocked batches', async () => {
    const collections = await db.selectFrom('research_collections').select('status').execute();
    expect(new Set(collections.map((c) => c.status))).toEqual(new Set(['show', 'hide', null]));
    const batches = await db.selectFrom('batches').select(['status', 'date_from', 'date_to']).execute();
    expect(new Set(batches.map((b) => b.status))).toEqual(new Set(['locked', 'unlocked']));
    for (const batch of batches) expect(batch.date_to >= batch.date_from).toBe(true);
  });

  it('has institute and school locations, a batch without any, and a raw AOU outside the list', async () => {
    const locations = await db.selectFrom('locations').selectAll().execute();
    const institutes = locations.filter((l) => l.institute !== null);
    const schools = locations.filter((l) => l.institute === null);
    expect(institutes.length).toBeGreaterThan(0);
    expect(schools.length).toBeGreaterThan(0);
    for (const school of schools) {
      expect(['Primary', 'Secondary', 'Combined']).toContain(school.school_type);
      expect(['Government', 'Catholic', 'Independent']).toContain(school.sector);
      expect(school.state).toMatch(/^[A-Z]{2,3}$/);
    }
    const aouIds = new Set((await db.selectFrom('aou_list').select('id').execute()).map((a) => String(a.id)));
    expect(institutes.filter((l) => !aouIds.has(l.aou ?? ''))).toHaveLength(1);
    const withoutLocations = await db
      .selectFrom('batches')
      .select('id')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('locations').select('id').whereRef('locations.batch_id', '=', 'batches.id'))),
      )
      .execute();
    expect(withoutLocations.length).toBeGreaterThanOrEqual(1);
  });

  it('links every biblio and every usage through an active link of the same record', async () => {
    const { rows } = await sql<{ biblios: number; usages: number; records: number }>`
      select
        (select count(*)::int from biblios b where not exists (
          select 1 from biblio_usages l where l.biblio_id = b.id and l.active_flag)) as biblios,
        (select count(*)::int from usages u where not exists (
          select 1 from biblio_usages l where l.usage_id = u.id and l.active_flag)) as usages,
        (select count(*)::int from document_details d where not exists (
          select 1 from biblios b where b.document_detail_id = d.id)) as records`.execute(db);
    expect(rows[0]).toEqual({ biblios: 0, usages: 0, records: 0 });
  });

  it('gives the coordinator open work and two records completed today', async () => {
    const coordinator = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'coordinator@example.org')
      .executeTakeFirstOrThrow();
    const open = await db
      .selectFrom('document_details as d')
      .innerJoin('batches as b', 'b.id', 'd.batch_id')
      .select('d.status')
      .where('d.assigned_user_id', '=', coordinator.id)
      .where('b.status', '=', 'unlocked')
      .execute();
    expect(open.filter((d) => d.status === 'ready_for_research').length).toBeGreaterThan(0);
    expect(open.filter((d) => d.status === 'on_hold').length).toBeGreaterThan(0);
    const startOfDay = new Date(new Date().toISOString().slice(0, 10)).toISOString();
    const today = await db
      .selectFrom('document_details')
      .select('id')
      .where('researched_by', '=', coordinator.id)
      .where('researched_at', '>=', startOfDay)
      .execute();
    expect(today).toHaveLength(2);
    // The queue's 'Completed today' counts them from the audit log.
    const completed = await finishedByOn(db, coordinator.id, statisticsToday()).select('document_detail_id').execute();
    expect(completed.map((c) => c.document_detail_id).sort()).toEqual(today.map((t) => t.id).sort());
  });

  it('records who researched what, and assigns batches to everyone holding their records', async () => {
    const records = await db
      .selectFrom('document_details')
      .select(['status', 'researched_by', 'researched_at', 'batch_id', 'assigned_user_id'])
      .execute();
    for (const record of records) {
      const researched = record.status === 'researched';
      expect(record.researched_by !== null).toBe(researched);
      expect(record.researched_at !== null).toBe(researched);
    }
    const assignments = await db.selectFrom('batch_users').select(['batch_id', 'user_id']).execute();
    const assigned = new Set(assignments.map((a) => `${a.batch_id}:${a.user_id}`));
    for (const record of records.filter((r) => r.assigned_user_id !== null)) {
      expect(assigned.has(`${record.batch_id}:${record.assigned_user_id}`)).toBe(true);
    }
    const assignees = await db
      .selectFrom('document_details')
      .innerJoin('users', 'users.id', 'document_details.assigned_user_id')
      .select('users.role_id')
      .distinct()
      .execute();
    for (const { role_id } of assignees) expect([ROLE_IDS.Coordinator, ROLE_IDS.Researcher]).toContain(role_id);
  });

  it('audits how each record got where it stands, so the statistics count the researched ones', async () => {
    const records = await db
      .selectFrom('document_details')
      .select(['id', 'status', 'researched_by', 'researched_at', 'assigned_user_id'])
      .execute();
    const rows = await db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'actor_user_id', 'occurred_at', 'before', 'after'])
      .execute();
    const auditOf = new Map(rows.map((row) => [Number(row.entity_id), row]));
    expect(rows.every((row) => row.entity === 'document_detail')).toBe(true);
    expect(auditOf.size).toBe(rows.length);
    for (const record of records) {
      const row = auditOf.get(record.id);
      if (record.status === 'researched') {
        expect(row).toMatchObject({
          actor_user_id: record.researched_by,
          occurred_at: record.researched_at,
          after: { status: 'researched', researched_by: record.researched_by },
        });
        expect(row?.before).toMatchObject({ status: 'ready_for_research' });
      } else if (record.status === 'on_hold') {
        expect(row).toMatchObject({ actor_user_id: record.assigned_user_id, after: { status: 'on_hold' } });
        expect(row!.occurred_at < new Date().toISOString()).toBe(true);
      } else {
        expect(row).toBeUndefined();
      }
    }
    // The trigger of migration 008 counts each researched record on the day it was researched.
    const finishes = await withFinishes(db)
      .selectFrom('research_finishes')
      .select(['document_detail_id', 'day', 'user_id'])
      .execute();
    expect(finishes.map((f) => [f.document_detail_id, f.day, f.user_id]).sort()).toEqual(
      records
        .filter((r) => r.status === 'researched')
        .map((r) => [r.id, r.researched_at!.slice(0, 10), r.researched_by])
        .sort(),
    );
  });

  it('has templates whose rules use every action type', async () => {
    const actionTypes = await db.selectFrom('research_rule_actions').select('type').distinct().execute();
    expect(actionTypes.map((a) => a.type).sort()).toEqual([
      'disable',
      'error',
      'restrict',
      'set',
      'set_disable',
      'warn',
    ]);
    const templates = await db
      .selectFrom('research_templates as t')
      .select((eb) => [
        't.template_name',
        eb
          .selectFrom('research_template_fields as f')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('f.research_template_id', '=', 't.id')
          .as('fields'),
        eb
          .selectFrom('research_rules as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.research_template_id', '=', 't.id')
          .as('rules'),
      ])
      .execute();
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      expect(Number(template.fields)).toBeGreaterThan(0);
      expect(Number(template.rules)).toBeGreaterThan(0);
    }
    const restricts = await db
      .selectFrom('research_rule_actions')
      .select('options')
      .where('type', '=', 'restrict')
      .execute();
    for (const { options } of restricts) expect(options?.length).toBeGreaterThan(0);
  });

  it('has a rights catalogue with valid ISBNs, shares of 100 and a publisher on every work', async () => {
    const books = await db.selectFrom('works').select('isn').where('type', '=', 'Book').execute();
    expect(books.length).toBeGreaterThan(0);
    for (const { isn } of books) {
      expect(isn).toMatch(/^97[89]\d{10}$/);
      expect(isn!.slice(12)).toBe(eanCheckDigit(isn!.slice(0, 12)));
    }
    const { rows } = await sql<{ bad_shares: number; no_publisher: number }>`
      select
        (select count(*)::int from works w where (
          select coalesce(sum(share), 0) from work_shares s where s.work_id = w.id) <> 100) as bad_shares,
        (select count(*)::int from works w where not exists (
          select 1 from work_contributors c where c.work_id = w.id and c.type in ('Publisher', 'Publisher/Imprint'))) as no_publisher`.execute(
      db,
    );
    expect(rows[0]).toEqual({ bad_shares: 0, no_publisher: 0 });
    const linked = await db
      .selectFrom('biblios')
      .innerJoin('works', 'works.work_uid', 'biblios.work_id')
      .select('biblios.id')
      .execute();
    expect(linked.length).toBeGreaterThan(0);
  });

  it('refuses to seed a database that already holds data', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    await expect(seedDatabase(db, { scale: 'test' })).rejects.toThrow(/empty database/);
  });

  it('produces identical rows every time, also after a reset', async () => {
    const other = await createTestDatabase({ seed: false });
    try {
      const summary: SeedSummary = await seedDatabase(other.db, { scale: 'test' });
      const tables = Object.keys(summary);
      const first = await dump(other.db, tables);
      expect(Object.fromEntries(Object.entries(first).map(([t, rows]) => [t, rows.length]))).toEqual(summary);
      expect(await dump(db, tables)).toEqual(first);

      await resetDatabase(other.db);
      expect(await isDatabaseEmpty(other.db)).toBe(true);
      expect(Object.values(await seedDatabase(other.db, { scale: 'test' }))).toEqual(Object.values(summary));
      expect(await dump(other.db, tables)).toEqual(first);
    } finally {
      await other.close();
    }
  });
});

describe('factories', () => {
  it('create the parents a row needs and link every biblio and usage of a record', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      const location = await insertLocation(empty.db);
      const { document, biblios, usages, links } = await insertDocument(empty.db, {
        batch_id: location.batch_id,
        status: 'on_hold',
        biblios: 2,
        usages: 3,
      });
      expect(document.status).toBe('on_hold');
      expect([biblios.length, usages.length]).toEqual([2, 3]);
      expect(new Set(links.map((l) => l.biblio_id))).toEqual(new Set(biblios.map((b) => b.id)));
      expect(new Set(links.map((l) => l.usage_id))).toEqual(new Set(usages.map((u) => u.id)));
      expect(links.every((l) => l.document_detail_id === document.id && l.active_flag)).toBe(true);

      const { work, contributors, shares, terms } = await insertWork(
        empty.db,
        { title: 'Dark Emu' },
        { contributors: 2, shares: 3, terms: 1 },
      );
      expect(work.title).toBe('Dark Emu');
      expect([contributors.length, terms.length]).toEqual([2, 1]);
      expect(shares.reduce((sum, s) => sum + Number(s.share), 0)).toBeCloseTo(100, 2);
    } finally {
      await empty.close();
    }
  });
});
