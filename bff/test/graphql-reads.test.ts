import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestBff, type TestBff } from './bff-harness.ts';

let bff: TestBff;
let coordinator: string;
/** Reads as the demo coordinator, signed in through test mode. */
const query: TestBff['query'] = (text, variables) => bff.query(text, variables, { cookie: coordinator });

beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
});
afterAll(async () => {
  await bff?.close();
});

describe('GraphQL reads through the BFF and the records API', () => {
  it('answers who is signed in', async () => {
    const { data, errors } = await query<{ me: { email: string; displayName: string; role: { value: string } } }>(
      '{ me { email displayName role { value } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.me.email).toBe('coordinator@example.org');
    expect(data?.me.role.value).toBe('Coordinator');
  });

  it('lists shown collections by default and hidden ones only when asked', async () => {
    const hidden = await bff.api.db
      .selectFrom('research_collections')
      .select(['id', 'collection_title'])
      .where('status', '=', 'hide')
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    type Result = {
      researchCollections: { id: string; status: string; totalBatchCount: number; batches: { id: string }[] }[];
    };
    const shown = await query<Result>('{ researchCollections { id status totalBatchCount batches { id } } }');
    const all = await query<Result>(
      '{ researchCollections(status: HIDE) { id status totalBatchCount batches { id } } }',
    );
    const shownIds = shown.data!.researchCollections.map((c) => c.id);
    for (const h of hidden) {
      expect(shownIds).not.toContain(String(h.id));
      expect(all.data!.researchCollections.map((c) => c.id)).toContain(String(h.id));
    }
    for (const c of all.data!.researchCollections) {
      expect(c.batches).toHaveLength(c.totalBatchCount);
      expect(['SHOW', 'HIDE']).toContain(c.status);
    }
  });

  it('reads a whole record with its biblios, usages, links and link counts', async () => {
    const row = await bff.api.db
      .selectFrom('document_details')
      .select(['id', 'external_reference_id', 'status'])
      .where('status', '=', 'on_hold')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const links = await bff.api.db
      .selectFrom('biblio_usages')
      .select(['biblio_id', 'usage_id', 'active_flag'])
      .where('document_detail_id', '=', row.id)
      .execute();
    type Result = {
      record: {
        externalReferenceId: string;
        statusLabel: string;
        batch: { title: string };
        researchCollection: { collectionTitle: string };
        biblios: { id: string; linkCount: number; recordId: string }[];
        usages: { id: string; linkCount: number }[];
        links: { biblioId: string; usageId: string; activeFlag: boolean }[];
      };
    };
    const { data, errors } = await query<Result>(
      `query ($id: ID!) { record(id: $id) {
        externalReferenceId statusLabel batch { title } researchCollection { collectionTitle }
        biblios { id linkCount recordId } usages { id linkCount } links { biblioId usageId activeFlag }
      } }`,
      { id: String(row.id) },
    );
    expect(errors).toBeUndefined();
    const record = data!.record;
    expect(record.externalReferenceId).toBe(row.external_reference_id);
    expect(record.statusLabel).toBe('On hold');
    expect(record.links).toHaveLength(links.length);
    for (const biblio of record.biblios) {
      expect(biblio.recordId).toBe(String(row.id));
      const active = links.filter((l) => String(l.biblio_id) === biblio.id && l.active_flag).length;
      expect(biblio.linkCount).toBe(active);
    }
    for (const usage of record.usages) {
      const active = links.filter((l) => String(l.usage_id) === usage.id && l.active_flag).length;
      expect(usage.linkCount).toBe(active);
    }
  });

  it('lets an auditor, who may not list collections, read a record with its collection', async () => {
    const auditor = await bff.signIn('auditor@example.org');
    const row = await bff.api.db
      .selectFrom('document_details')
      .innerJoin('batches', 'batches.id', 'document_details.batch_id')
      .innerJoin('research_collections', 'research_collections.id', 'batches.research_collection_id')
      .select(['document_details.id', 'research_collections.collection_title'])
      .orderBy('document_details.id')
      .executeTakeFirstOrThrow();
    const { data, errors } = await bff.query<{
      record: { researchCollection: { collectionTitle: string; totalBatchCount: number } };
    }>(
      'query ($id: ID!) { record(id: $id) { researchCollection { collectionTitle totalBatchCount } } }',
      { id: String(row.id) },
      { cookie: auditor },
    );
    expect(errors).toBeUndefined();
    expect(data!.record.researchCollection.collectionTitle).toBe(row.collection_title);
    expect(data!.record.researchCollection.totalBatchCount).toBeGreaterThan(0);
    const list = await bff.query('{ researchCollections { id } }', undefined, { cookie: auditor });
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("reads a record's template, its fields and rules, as the template itself answers them", async () => {
    const row = await bff.api.db
      .selectFrom('document_details')
      .innerJoin('batches', 'batches.id', 'document_details.batch_id')
      .innerJoin('research_collections', 'research_collections.id', 'batches.research_collection_id')
      .select(['document_details.id', 'research_collections.research_template_id'])
      .orderBy('document_details.id')
      .executeTakeFirstOrThrow();
    const shape = 'id templateName fields { fieldName } rules { id name actions { field type } }';
    type Template = { id: number; templateName: string; fields: unknown[]; rules: unknown[] };
    const viaRecord = await query<{ record: { researchTemplate: Template } }>(
      `query ($id: ID!) { record(id: $id) { researchTemplate { ${shape} } } }`,
      { id: String(row.id) },
    );
    const direct = await query<{ researchTemplate: Template }>(
      `query ($t: Int!) { researchTemplate(id: $t) { ${shape} } }`,
      { t: row.research_template_id },
    );
    expect(viaRecord.errors).toBeUndefined();
    expect(viaRecord.data!.record.researchTemplate.id).toBe(row.research_template_id);
    expect(viaRecord.data!.record.researchTemplate.fields.length).toBeGreaterThan(0);
    expect(viaRecord.data!.record.researchTemplate).toEqual(direct.data!.researchTemplate);
  });

  it('answers null for a record that does not exist and a clear error for a malformed id', async () => {
    const missing = await query('{ record(id: "99999999") { id } }');
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ record: null });

    const malformed = await query('{ record(id: "abc") { id } }');
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts the queue summary from the stored records', async () => {
    const me = await bff.api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'coordinator@example.org')
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ ready: number; hold: number; finished: number }>`
      select count(*) filter (where d.status = 'ready_for_research')::int as ready,
             count(*) filter (where d.status = 'on_hold')::int as hold,
             -- Completed today: the caller's finished records of the UTC day, from the audit log (docs/decisions/030).
             (select count(*)::int from research_finishes f
               where f.user_id = ${me.id} and f.day = (now() at time zone 'UTC')::date) as finished
      from document_details d join batches b on b.id = d.batch_id
      where d.assigned_user_id = ${me.id} and b.status = 'unlocked'`.execute(bff.api.db);
    const { data } = await query<{
      queueSummary: { completedToday: number; readyForResearch: number; onHold: number };
    }>('{ queueSummary { completedToday readyForResearch onHold } }');
    expect(data!.queueSummary.readyForResearch).toBe(rows[0].ready);
    expect(data!.queueSummary.onHold).toBe(rows[0].hold);
    expect(data!.queueSummary.completedToday).toBe(rows[0].finished);
  });

  it('reads lookups, templates with their rules, locations with AOU labels and works', async () => {
    const work = await bff.api.db
      .selectFrom('works')
      .select(['work_uid', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    type Result = {
      lookup: { id: number; value: string }[];
      researchTemplates: { templateName: string; rules: { actions: { type: string }[] }[] }[];
      batches: { locations: { type: string; aou: string | null; aouLabel: string | null }[] }[];
      work: { workId: string; title: string; contributors: { type: string }[]; shares: { share: number }[] };
    };
    const { data, errors } = await query<Result>(
      `query ($workId: ID!) {
        lookup(list: MAJOR_MATERIAL_TYPE) { id value }
        researchTemplates { templateName rules { actions { type } } }
        batches { locations { type aou aouLabel } }
        work(workId: $workId) { workId title contributors { type } shares { share } }
      }`,
      { workId: work.work_uid },
    );
    expect(errors).toBeUndefined();
    expect(data!.lookup.map((l) => l.value)).toEqual(expect.arrayContaining(['Book', 'Journal', 'Website']));
    const actionTypes = new Set(
      data!.researchTemplates.flatMap((t) => t.rules.flatMap((r) => r.actions.map((a) => a.type))),
    );
    expect([...actionTypes].sort()).toEqual(['disable', 'error', 'restrict', 'set', 'set_disable', 'warn']);
    const locations = data!.batches.flatMap((b) => b.locations);
    expect(new Set(locations.map((l) => l.type))).toEqual(new Set(['INSTITUTE', 'SCHOOL']));
    for (const l of locations.filter((l) => l.aou)) {
      expect(l.aouLabel === l.aou || l.aouLabel!.startsWith(`${l.aou} - `)).toBe(true);
    }
    expect(data!.work.title).toBe(work.title);
    expect(data!.work.shares.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(100);
  });

  it("answers an auditor the reduced fields of the record's licence scheme, and everyone else the whole template", async () => {
    const template = await bff.api.db
      .selectFrom('research_templates')
      .select('id')
      .where('template_name', '=', 'University Template')
      .executeTakeFirstOrThrow();
    const scheme = await bff.api.db
      .selectFrom('licence_schemes')
      .select('id')
      .where('value', '=', 'Universities EUS')
      .executeTakeFirstOrThrow();
    const text = 'query ($t: Int!, $s: Int) { researchTemplate(id: $t) { fields(licenceSchemeId: $s) { fieldName } } }';
    type Result = { researchTemplate: { fields: { fieldName: string }[] } };
    const names = (r: { data?: Result | null }) => r.data!.researchTemplate.fields.map((f) => f.fieldName);
    const auditor = await bff.signIn('auditor@example.org');
    const reduced = names(await bff.query<Result>(text, { t: template.id, s: scheme.id }, { cookie: auditor }));
    const whole = names(await query<Result>(text, { t: template.id, s: scheme.id }));
    expect(reduced).toContain('major_title');
    expect(reduced).not.toContain('notes');
    expect(whole).toContain('notes');
    expect(whole.length).toBeGreaterThan(reduced.length);
    expect(names(await bff.query<Result>(text, { t: template.id }, { cookie: auditor }))).toEqual(whole);
  });

  it('finds works for Work Search with why they matched, and the records citing a work', async () => {
    const db = bff.api.db;
    const work = await db
      .selectFrom('works')
      .select(['work_uid', 'isn'])
      .where('isn', 'like', '978%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    type Search = {
      workSearch: { workId: string; isn: string; score: number; whyMatched: string[]; creators: string[] }[];
    };
    const search = await query<Search>(
      'query ($c: WorkSearchInput!) { workSearch(criteria: $c) { workId isn score whyMatched creators } }',
      { c: { isn: work.isn, workType: 'All' } },
    );
    expect(search.errors).toBeUndefined();
    expect(search.data!.workSearch[0]).toMatchObject({ workId: work.work_uid, isn: work.isn });
    expect(search.data!.workSearch[0].whyMatched).toContain('ISBN exact');

    const cited = await db
      .selectFrom('biblios')
      .select(['work_id', db.fn.count<number>('document_detail_id').distinct().as('records')])
      .where('work_id', 'is not', null)
      .where('active_flag', '=', true)
      .groupBy('work_id')
      .orderBy('records', 'desc')
      .executeTakeFirstOrThrow();
    type Citing = { citingRecords: { id: string; externalReferenceId: string }[] };
    const citingQuery =
      'query ($w: ID!, $x: ID) { citingRecords(workId: $w, excludeRecordId: $x) { id externalReferenceId } }';
    const all = await query<Citing>(citingQuery, { w: cited.work_id });
    expect(all.errors).toBeUndefined();
    expect(all.data!.citingRecords.length).toBe(Math.min(10, Number(cited.records)));
    const current = all.data!.citingRecords[0].id;
    const others = await query<Citing>(citingQuery, { w: cited.work_id, x: current });
    expect(others.data!.citingRecords.map((r) => r.id)).not.toContain(current);
  });
});

describe('GraphQL protections and faults', () => {
  it('refuses a cross-site simple request (CSRF prevention)', async () => {
    const res = await fetch(`${bff.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
  });

  it('reports an unreachable records API as UPSTREAM_UNAVAILABLE, never a hang', async () => {
    const orphan = await startTestBff({ apiUrl: 'http://127.0.0.1:9' });
    try {
      // Any session cookie: the BFF must ask the API who it is, and the API cannot be reached.
      const { data, errors } = await orphan.query('{ queueSummary { onHold } }', undefined, {
        cookie: 'rt_session=unchecked',
      });
      expect(data).toBeNull();
      expect(errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(errors?.[0].message).toBe('The records service is unavailable, please try again shortly');
    } finally {
      await orphan.close();
    }
  });
});
