import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertRecipient, insertWork, type InsertedWork } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

type Work = {
  workId: string;
  uid: string;
  title: string;
  type: string;
  subType: string | null;
  isn: string | null;
  yearOfPublication: number | null;
  edition: string | null;
  volume: string | null;
  blmStatus: string | null;
  paymentModel: string | null;
  url: string | null;
  sfRightsholder: string | null;
  sfRightsholderAccountId: string | null;
};
type WorkDetail = {
  work_details: { result: Work };
  shares: { results: { sfAccountName: string; share: number }[] };
  terms: { results: { sfTacName: string }[] };
  contributors: { results: { sfPseudonymName: string; sfPseudonymType: string | null; type: string; pseudonymName: string | null }[] };
};
type Recipient = Record<string, unknown> & { pseudoymnName: string; pseudoymnRole: string; accountObjectId: string };

let api: TestApi;
let http: ReturnType<typeof callApi>;
let emu: InsertedWork;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, COORDINATOR));
  emu = await insertWork(
    api.db,
    {
      work_uid: 'WRS-TEST-EMU',
      title: 'Qwertyuiop Dark Emu',
      type: 'Book',
      sub_type: 'Non-fiction',
      isn: '9781922142436',
      year_of_publication: 2014,
      edition: '2',
      volume: '1',
      blm_status: 'BLM',
      payment_model: 'Author Controlled',
      url: 'https://example.test/emu',
      sf_rightsholder: 'Magabala Books',
      sf_rightsholder_account_id: 'ACC-1',
    },
    {
      contributors: [
        { sf_pseudonym_name: 'Qwertyuiop Pascoe', sf_pseudonym_type: 'Real name', type: 'Author', pseudonym_name: 'B. Pascoe' },
        { sf_pseudonym_name: 'Qwertyuiop Press', type: 'Publisher' },
      ],
      shares: [
        { sf_account_name: 'Bruce Pascoe', share: 62.5 },
        { sf_account_name: 'Magabala Books', share: 37.5 },
      ],
      terms: [{ sf_tac_name: 'No digital copies' }],
    },
  );
  await insertWork(api.db, { work_uid: 'WRS-TEST-JOURNAL', title: 'Qwertyuiop Journal of Emus', type: 'Journal', year_of_publication: 2001 });
  await insertRecipient(api.db, { pseudonym_name: 'Asdfghjkl Creator One', pseudonym_role: 'Creator', account_year_of_birth: 1947 });
  await insertRecipient(api.db, { pseudonym_name: 'Asdfghjkl Creator Two', pseudonym_role: 'Creator' });
  await insertRecipient(api.db, { pseudonym_name: 'ASDFGHJKL Publishing', pseudonym_role: 'Publisher' });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/wrs/work_detail', () => {
  it("answers the work, its shares, terms and contributors in the rights system's shape", async () => {
    const { status, body } = await http.get<WorkDetail>('/wrs/work_detail?work_id=WRS-TEST-EMU');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      work_details: {
        result: {
          workId: 'WRS-TEST-EMU',
          uid: 'WRS-TEST-EMU',
          title: 'Qwertyuiop Dark Emu',
          type: 'Book',
          subType: 'Non-fiction',
          isn: '9781922142436',
          yearOfPublication: 2014,
          edition: '2',
          volume: '1',
          blmStatus: 'BLM',
          paymentModel: 'Author Controlled',
          url: 'https://example.test/emu',
          sfRightsholder: 'Magabala Books',
          sfRightsholderAccountId: 'ACC-1',
        },
      },
      shares: {
        results: [
          { sfAccountName: 'Bruce Pascoe', share: 62.5 },
          { sfAccountName: 'Magabala Books', share: 37.5 },
        ],
      },
      terms: { results: [{ sfTacName: 'No digital copies' }] },
      contributors: {
        results: [
          { sfPseudonymName: 'Qwertyuiop Pascoe', sfPseudonymType: 'Real name', type: 'Author', pseudonymName: 'B. Pascoe' },
          { sfPseudonymName: 'Qwertyuiop Press', sfPseudonymType: null, type: 'Publisher', pseudonymName: null },
        ],
      },
    });
  });

  it('answers every part of a seeded work', async () => {
    const work = await api.db
      .selectFrom('works')
      .selectAll()
      .where('work_uid', 'not like', 'WRS-TEST-%')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    expect(work).toBeDefined();
    if (!work) return;
    const count = (table: 'work_contributors' | 'work_shares' | 'work_terms') =>
      api.db.selectFrom(table).select('id').where('work_id', '=', work.id).execute();
    const { body } = await http.get<WorkDetail>(`/wrs/work_detail?work_id=${encodeURIComponent(work.work_uid)}`);
    expect(body.data.work_details.result).toMatchObject({ workId: work.work_uid, title: work.title, type: work.type, isn: work.isn });
    expect(body.data.contributors.results).toHaveLength((await count('work_contributors')).length);
    expect(body.data.shares.results).toHaveLength((await count('work_shares')).length);
    expect(body.data.terms.results).toHaveLength((await count('work_terms')).length);
  });

  it('answers 404 for a missing work and 400 without work_id', async () => {
    const missing = await http.get('/wrs/work_detail?work_id=NO-SUCH-WORK');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await http.get('/wrs/work_detail')).status).toBe(400);
    expect((await http.get('/wrs/work_detail?work_id=')).status).toBe(400);
  });
});

describe('POST /api/wrs/research_lookup', () => {
  const lookup = (body: Record<string, unknown>) => http.post<{ results: Work[] }>('/wrs/research_lookup', body);

  it('finds a work by its exact ISN', async () => {
    const { status, body } = await lookup({ isn: '9781922142436' });
    expect(status).toBe(200);
    expect(body.data.results.map((w) => w.workId)).toEqual(['WRS-TEST-EMU']);
    expect(body.data.results[0].title).toBe(emu.work.title);
    expect((await lookup({ isn: '978192214243' })).body.data.results).toEqual([]);
  });

  it('finds titles containing the text, narrowed by work type and year', async () => {
    const both = await lookup({ title: 'qwertyuiop', workType: 'All' });
    expect(both.body.data.results.map((w) => w.workId).sort()).toEqual(['WRS-TEST-EMU', 'WRS-TEST-JOURNAL']);
    const journals = await lookup({ title: 'QWERTYUIOP', workType: 'Journal' });
    expect(journals.body.data.results.map((w) => w.workId)).toEqual(['WRS-TEST-JOURNAL']);
    const of2014 = await lookup({ title: 'qwertyuiop', year: '2014' });
    expect(of2014.body.data.results.map((w) => w.workId)).toEqual(['WRS-TEST-EMU']);
  });

  it('finds works by creator and by publisher', async () => {
    expect((await lookup({ creator: 'qwertyuiop pascoe' })).body.data.results.map((w) => w.workId)).toEqual(['WRS-TEST-EMU']);
    expect((await lookup({ publisher: 'qwertyuiop press' })).body.data.results.map((w) => w.workId)).toEqual(['WRS-TEST-EMU']);
    // A publisher is not a creator.
    expect((await lookup({ creator: 'qwertyuiop press' })).body.data.results).toEqual([]);
  });

  it('keeps to the limit, and matches a direct count below it', async () => {
    const expected = await api.db.selectFrom('works').select('id').where('title', 'ilike', '%e%').execute();
    const capped = await lookup({ title: 'e', limit: 1 });
    expect(capped.body.data.results).toHaveLength(Math.min(1, expected.length));
    const all = await lookup({ title: 'e', limit: 1000 });
    expect(all.body.data.results).toHaveLength(Math.min(1000, expected.length));
    const byDefault = await lookup({ title: 'e' });
    expect(byDefault.body.data.results).toHaveLength(Math.min(50, expected.length));
  });

  it('refuses a search with no criterion besides the work type, and bad numbers', async () => {
    const { status, body } = await lookup({ workType: 'Book', isn: '', title: '  ' });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect((await lookup({})).status).toBe(400);
    expect((await lookup({ title: 'emu', year: 'soon' })).status).toBe(400);
    expect((await lookup({ title: 'emu', limit: 0 })).status).toBe(400);
  });
});

describe('GET /api/mis/search_recipients', () => {
  it("finds recipients whose name contains the text, in MIS's own field names", async () => {
    const { status, body } = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=asdfghjkl&limit=1000');
    expect(status).toBe(200);
    expect(body.data.results.map((r) => r.pseudoymnName).sort()).toEqual([
      'ASDFGHJKL Publishing',
      'Asdfghjkl Creator One',
      'Asdfghjkl Creator Two',
    ]);
    const one = body.data.results.find((r) => r.pseudoymnName === 'Asdfghjkl Creator One');
    const row = await api.db
      .selectFrom('recipients')
      .selectAll()
      .where('pseudonym_name', '=', 'Asdfghjkl Creator One')
      .executeTakeFirstOrThrow();
    expect(one).toEqual({
      pseudoymnName: row.pseudonym_name,
      pseudoymnRole: 'Creator',
      accountObjectId: row.account_object_id,
      accountName: row.account_name,
      accountProfile: row.account_profile,
      accountYearOfBirth: 1947,
      accountYearOfDeath: row.account_year_of_death,
      accountRelationshipType: row.account_relationship_type,
      accountUltimateParentName: row.account_ultimate_parent_name,
      accountEmail: row.account_email,
      accountMemberStatus: row.account_member_status,
    });
  });

  it('filters by role and keeps to the limit', async () => {
    const creators = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=asdfghjkl&pseudonymRole=Creator');
    expect(creators.body.data.results.map((r) => r.pseudoymnRole)).toEqual(['Creator', 'Creator']);
    const publishers = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=ASDF&pseudonymRole=Publisher');
    expect(publishers.body.data.results.map((r) => r.pseudoymnName)).toEqual(['ASDFGHJKL Publishing']);
    const limited = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=asdfghjkl&limit=2');
    expect(limited.body.data.results).toHaveLength(2);
  });

  it('matches a direct count for a common letter, capped at 1000', async () => {
    const expected = await api.db.selectFrom('recipients').select('id').where('pseudonym_name', 'ilike', '%a%').execute();
    const { body } = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=a');
    expect(body.data.results).toHaveLength(Math.min(1000, expected.length));
    expect(body.data.results.every((r) => r.pseudoymnName.toLowerCase().includes('a'))).toBe(true);
  });

  it('refuses a missing name, an unknown role and a bad limit', async () => {
    expect((await http.get('/mis/search_recipients')).status).toBe(400);
    expect((await http.get('/mis/search_recipients?pseudonymName=a&pseudonymRole=Author')).status).toBe(400);
    expect((await http.get('/mis/search_recipients?pseudonymName=a&limit=-1')).status).toBe(400);
  });
});
