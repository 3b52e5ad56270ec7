// The rights system's three routes against one seeded catalogue, set up once: over 400 lines.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertRecipient, insertWork, insertWorks, type InsertedWork } from '../src/seed/factories.ts';
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
  contributors: {
    results: { sfPseudonymName: string; sfPseudonymType: string | null; type: string; pseudonymName: string | null }[];
  };
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
        {
          sf_pseudonym_name: 'Qwertyuiop Pascoe',
          sf_pseudonym_type: 'Real name',
          type: 'Author',
          pseudonym_name: 'B. Pascoe',
        },
        { sf_pseudonym_name: 'Qwertyuiop Press', type: 'Publisher' },
      ],
      shares: [
        { sf_account_name: 'Bruce Pascoe', share: 62.5 },
        { sf_account_name: 'Magabala Books', share: 37.5 },
      ],
      terms: [{ sf_tac_name: 'No digital copies' }],
    },
  );
  await insertWork(api.db, {
    work_uid: 'WRS-TEST-JOURNAL',
    title: 'Qwertyuiop Journal of Emus',
    type: 'Journal',
    year_of_publication: 2001,
  });
  await insertRecipient(api.db, {
    pseudonym_name: 'Asdfghjkl Creator One',
    pseudonym_role: 'Creator',
    account_year_of_birth: 1947,
  });
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
          {
            sfPseudonymName: 'Qwertyuiop Pascoe',
            sfPseudonymType: 'Real name',
            type: 'Author',
            pseudonymName: 'B. Pascoe',
          },
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
    expect(body.data.work_details.result).toMatchObject({
      workId: work.work_uid,
      title: work.title,
      type: work.type,
      isn: work.isn,
    });
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

type Match = Work & { creators: string[]; publishers: string[]; score: number; whyMatched: string[] };

describe('POST /api/wrs/research_lookup', () => {
  const lookup = (body: Record<string, unknown>) => http.post<{ results: Match[] }>('/wrs/research_lookup', body);
  const ids = (answer: { body: { data: { results: Match[] } } }) => answer.body.data.results.map((w) => w.workId);

  beforeAll(async () => {
    const author = (name: string) => ({ sf_pseudonym_name: name, type: 'Author' });
    const press = (name: string) => ({ sf_pseudonym_name: name, type: 'Publisher' });
    await insertWork(
      api.db,
      { work_uid: 'RANK-EXACT', title: 'Zyxwv Harbour Lights', year_of_publication: 1999 },
      { contributors: [author('Olwen Brackett'), press('Vantor Books')] },
    );
    await insertWork(
      api.db,
      { work_uid: 'RANK-MEMOIR', title: 'Zyxwv Harbour Lights: A Memoir', year_of_publication: 2004 },
      { contributors: [author('Mirabel Quince'), press('Zyxwv Press')] },
    );
    await insertWork(
      api.db,
      {
        work_uid: 'RANK-FAR',
        title: 'Collected Essays on Lights, the Harbour and the Zyxwv Coast',
        year_of_publication: 2004,
      },
      { contributors: [author('Mirabel Quince')] },
    );
    await insertWork(
      api.db,
      { work_uid: 'RANK-OTHER', title: 'Zyxwv Mountain Songs' },
      { contributors: [author('Mirabel Quince')] },
    );
  });

  it('finds a work by its exact ISN, typed with hyphens or as the old ISBN-10, and says so', async () => {
    for (const isn of ['9781922142436', '978-1-922142-43-6', '1922142438']) {
      const { status, body } = await lookup({ isn });
      expect(status).toBe(200);
      expect(body.data.results.map((w) => [w.workId, w.score, w.whyMatched])).toEqual([
        ['WRS-TEST-EMU', 1, ['ISBN exact']],
      ]);
      expect(body.data.results[0]).toMatchObject({
        title: emu.work.title,
        creators: ['Qwertyuiop Pascoe'],
        publishers: ['Qwertyuiop Press'],
      });
    }
    expect((await lookup({ isn: '978192214243' })).body.data.results).toEqual([]);
    // The result filter applies to an ISN search too.
    expect(ids(await lookup({ isn: '1922142438', workType: emu.work.type }))).toEqual(['WRS-TEST-EMU']);
    expect(
      ids(await lookup({ isn: '1922142438', workType: emu.work.type === 'Journal' ? 'Book' : 'Journal' })),
    ).toEqual([]);
  });

  it('puts the work with the exact ISN before works whose title alone is as exact', async () => {
    // Same title, one with the ISN: inserted last, so neither title nor id order puts it first.
    await insertWork(api.db, { work_uid: 'TIE-TITLE-ONLY', title: 'Aardvark Tide Tables', isn: '9780000000019' });
    await insertWork(api.db, { work_uid: 'TIE-ISN', title: 'Aardvark Tide Tables', isn: '9780306406157' });
    await insertWork(api.db, { work_uid: 'TIE-OTHER-TITLE', title: 'Zzz Unrelated Almanac', isn: '9780306406157' });
    const answer = await lookup({ isn: '978-0-306-40615-7', title: 'aardvark tide tables' });
    expect(answer.body.data.results.map((w) => [w.workId, w.score, w.whyMatched[0]])).toEqual([
      ['TIE-ISN', 1, 'ISBN exact'],
      ['TIE-OTHER-TITLE', 1, 'ISBN exact'],
      ['TIE-TITLE-ONLY', 1, 'Title exact'],
    ]);
    // The database orders the same way, so a limit of one keeps the ISN's work.
    expect(ids(await lookup({ isn: '9780306406157', title: 'Aardvark Tide Tables', limit: 1 }))).toEqual(['TIE-ISN']);
  });

  it('ranks the closest title first and says how similar each title is', async () => {
    const answer = await lookup({ title: 'zyxwv harbour lights' });
    expect(ids(answer)).toEqual(['RANK-EXACT', 'RANK-MEMOIR', 'RANK-FAR']);
    const [exact, memoir, far] = answer.body.data.results;
    expect(exact).toMatchObject({
      score: 1,
      whyMatched: ['Title exact'],
      creators: ['Olwen Brackett'],
      publishers: ['Vantor Books'],
    });
    expect(memoir.whyMatched).toEqual(['Title 70% similar']);
    expect(memoir.score).toBe(0.7);
    expect(far.score).toBeLessThan(memoir.score);
    expect(far.whyMatched[0]).toMatch(/^Title \d+% similar$/);
    // Every word must be in the title: 'Zyxwv Mountain Songs' has no 'harbour'.
    expect(ids(answer)).not.toContain('RANK-OTHER');
  });

  it('finds parts of words when no title has every word whole', async () => {
    const answer = await lookup({ title: 'zyxwv harbo' });
    expect(ids(answer)).toEqual(['RANK-EXACT', 'RANK-MEMOIR', 'RANK-FAR']);
    expect(answer.body.data.results[0].whyMatched[0]).toMatch(/^Title \d+% similar$/);
  });

  it('lets creator, publisher and year lift a work and names each in its reasons', async () => {
    const answer = await lookup({
      title: 'Zyxwv Harbour Lights',
      creator: 'mirabel quince',
      publisher: 'zyxwv press',
      year: 2004,
    });
    expect(ids(answer)).toEqual(['RANK-MEMOIR', 'RANK-EXACT', 'RANK-FAR']);
    const [memoir, exact, far] = answer.body.data.results;
    expect(memoir.whyMatched).toEqual([
      'Title 70% similar',
      'Creator: Mirabel Quince',
      'Publisher: Zyxwv Press',
      'Year 2004',
    ]);
    expect(memoir.score).toBe(0.82); // (0.6 × 0.7 + 0.2 + 0.1 + 0.1) / 1
    expect(exact).toMatchObject({ score: 0.6, whyMatched: ['Title exact'] });
    expect(far.whyMatched.slice(1)).toEqual(['Creator: Mirabel Quince', 'Year 2004']);
    const scores = answer.body.data.results.map((w) => w.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('scores titles as PostgreSQL similarity() does', async () => {
    const titles = ["O'Brien & Sons: 2nd ed.", 'Zyxwv Harbour Lights: A Memoir', 'Économie politique', 'a b c'];
    const { trigramSimilarity } = await import('../src/modules/rights/trigram-similarity.ts');
    for (const title of titles) {
      const { rows } = await sql<{
        s: number;
      }>`select similarity(${title}, 'zyxwv harbour economie o brien') as s`.execute(api.db);
      expect(trigramSimilarity(title, 'zyxwv harbour economie o brien')).toBeCloseTo(rows[0].s, 5);
    }
  });

  it('finds works by creator or publisher alone, and the type filter narrows any search', async () => {
    expect(ids(await lookup({ creator: 'qwertyuiop pascoe' }))).toEqual(['WRS-TEST-EMU']);
    expect(ids(await lookup({ publisher: 'qwertyuiop press' }))).toEqual(['WRS-TEST-EMU']);
    // A publisher is not a creator.
    expect((await lookup({ creator: 'qwertyuiop press' })).body.data.results).toEqual([]);
    const both = await lookup({ title: 'qwertyuiop', workType: 'All' });
    expect(ids(both).sort()).toEqual(['WRS-TEST-EMU', 'WRS-TEST-JOURNAL']);
    expect(ids(await lookup({ title: 'QWERTYUIOP', workType: 'Journal' }))).toEqual(['WRS-TEST-JOURNAL']);
  });

  it("lists a creator's contributions by account, up to the limit", async () => {
    const quill = await insertRecipient(api.db, { pseudonym_name: 'Ulmo Quill' });
    for (const title of ['Quill One', 'Quill Two', 'Quill Three']) {
      await insertWork(
        api.db,
        { title },
        { contributors: [{ sf_pseudonym_name: 'Ulmo Quill', type: 'Author', recipient_id: quill.id }] },
      );
    }
    const answer = await lookup({ accountObjectId: quill.account_object_id, limit: 10 });
    expect(answer.body.data.results.map((w) => w.title).sort()).toEqual(['Quill One', 'Quill Three', 'Quill Two']);
    expect(answer.body.data.results[0]).toMatchObject({
      score: 1,
      whyMatched: ['Contribution of this creator'],
      creators: ['Ulmo Quill'],
    });
    expect((await lookup({ accountObjectId: quill.account_object_id, limit: 2 })).body.data.results).toHaveLength(2);
  });

  it('keeps to the limit, and matches a direct count below it', async () => {
    const expected = await api.db.selectFrom('works').select('id').where('title', '~*', '\\mAustralian\\M').execute();
    expect(expected.length).toBeGreaterThan(2);
    expect((await lookup({ title: 'australian', limit: 2 })).body.data.results).toHaveLength(2);
    const all = await lookup({ title: 'australian', limit: 1000 });
    expect(all.body.data.results).toHaveLength(Math.min(1000, expected.length));
    expect((await lookup({ title: 'australian' })).body.data.results).toHaveLength(Math.min(50, expected.length));
  });

  it('says when a term is too broad to rank whole, and still answers the closest it ranked', async () => {
    await insertWorks(
      api.db,
      Array.from({ length: 1001 }, (_, i) => ({ work: { title: `Plenteous Volume ${i}` } })),
    );
    const broad = await lookup({ title: 'plenteous' });
    expect(broad.status).toBe(200);
    expect(broad.body.message).toBe(
      'More than 1,000 works match: the closest of the first 1,000 found are shown. Add a word, the creator or the year to narrow the search.',
    );
    expect(broad.body.data.results).toHaveLength(50);
    const narrow = await lookup({ title: 'plenteous volume 999' });
    expect(narrow.body.message).toBe('Success');
    expect(narrow.body.data.results[0]).toMatchObject({ title: 'Plenteous Volume 999', whyMatched: ['Title exact'] });
  });

  it('refuses a search with no criterion besides the work type, and bad numbers', async () => {
    const { status, body } = await lookup({ workType: 'Book', isn: '', title: '  ' });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect((await lookup({})).status).toBe(400);
    expect((await lookup({ title: 'emu', year: 'soon' })).status).toBe(400);
    expect((await lookup({ title: 'emu', limit: 0 })).status).toBe(400);
  });

  it('refuses a term too short to search by index, naming the field', async () => {
    for (const body of [{ title: 'a' }, { title: 'of a' }, { creator: 'Jo' }, { publisher: 'A & B', title: 'Emu' }]) {
      const answer = await lookup(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Search terms need at least 3 characters');
    }
    expect((await lookup({ creator: 'Jo' })).body).toMatchObject({ field: 'creator' });
    // Short words beside a long one are fine: only 'emu' needs the index.
    expect((await lookup({ title: 'An Emu' })).status).toBe(200);
  });
});

describe('GET /api/mis/search_recipients', () => {
  it("finds recipients whose name contains the text, in MIS's own field names", async () => {
    const { status, body } = await http.get<{ results: Recipient[] }>(
      '/mis/search_recipients?pseudonymName=asdfghjkl&limit=1000',
    );
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
    const creators = await http.get<{ results: Recipient[] }>(
      '/mis/search_recipients?pseudonymName=asdfghjkl&pseudonymRole=Creator',
    );
    expect(creators.body.data.results.map((r) => r.pseudoymnRole)).toEqual(['Creator', 'Creator']);
    const publishers = await http.get<{ results: Recipient[] }>(
      '/mis/search_recipients?pseudonymName=ASDF&pseudonymRole=Publisher',
    );
    expect(publishers.body.data.results.map((r) => r.pseudoymnName)).toEqual(['ASDFGHJKL Publishing']);
    const limited = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=asdfghjkl&limit=2');
    expect(limited.body.data.results).toHaveLength(2);
  });

  it('matches a direct count for a common name part, capped at 1000', async () => {
    const expected = await api.db
      .selectFrom('recipients')
      .select('id')
      .where('pseudonym_name', 'ilike', '%son%')
      .execute();
    const { body } = await http.get<{ results: Recipient[] }>('/mis/search_recipients?pseudonymName=son');
    expect(body.data.results).toHaveLength(Math.min(1000, expected.length));
    expect(body.data.results.every((r) => r.pseudoymnName.toLowerCase().includes('son'))).toBe(true);
  });

  it('refuses a missing or too short name, an unknown role and a bad limit', async () => {
    expect((await http.get('/mis/search_recipients')).status).toBe(400);
    const short = await http.get('/mis/search_recipients?pseudonymName=a');
    expect([short.status, short.body.message]).toEqual([400, 'Search terms need at least 3 characters']);
    expect((await http.get('/mis/search_recipients?pseudonymName=asdf&pseudonymRole=Author')).status).toBe(400);
    expect((await http.get('/mis/search_recipients?pseudonymName=asdf&limit=-1')).status).toBe(400);
  });
});
