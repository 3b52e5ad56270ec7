import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { RECORD_HISTORY_LIMIT } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertDocument } from '../src/seed/factories.ts';
import { audit } from '../src/db/audit.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import type { RecordHistoryEntry } from '../src/modules/research/record-history.ts';
import { callApi } from './call-api.ts';
import { signIn, userIdOf } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

let api: TestApi;
let researcher: Http;
let researcherId: number;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  researcher = callApi(api.url, await signIn(api, 'researcher@example.org'));
  researcherId = await userIdOf(api, 'researcher@example.org');
});
afterAll(async () => {
  await api?.close();
});

/** A record of the researcher's with biblios b0, b1 and usages u0, u1, linked b0–u0 and b1–u1. */
const makeRecord = () => insertDocument(api.db, { assigned_user_id: researcherId, biblios: 2, usages: 2 });

const read = async (id: number) => (await researcher.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data;
const history = (id: number, as: Http = researcher) => as.get<RecordHistoryEntry[]>(`/document_detail/history/${id}`);

/** The record as the form sends it back, with `change` applied. */
function formOf(record: FullRecord, change: { action?: string; notes?: string; biblios?: FullRecord['biblios'] } = {}) {
  const biblios = change.biblios ?? record.biblios;
  return {
    version: record.version,
    action: change.action ?? 'save',
    notes: change.notes ?? record.notes,
    biblios: biblios.map((b) => ({ ...b, key: String(b.id) })),
    usages: record.usages.map((u) => ({ ...u, key: String(u.id) })),
    biblio_usage: record.biblio_usage
      .filter((l) => biblios.some((b) => b.id === l.biblio_id))
      .map((l) => ({ biblio_key: String(l.biblio_id), usage_key: String(l.usage_id), active_flag: l.active_flag })),
  };
}

describe('GET /api/document_detail/history/:id', () => {
  it('shows each save newest first: who, when and what changed', async () => {
    const { document, biblios } = await makeRecord();
    expect((await history(document.id)).body.data).toEqual([]);

    const first = await read(document.id);
    const renamed = first.biblios.map((b) => (b.id === biblios[0].id ? { ...b, major_title: 'Renamed' } : b));
    const saved = await researcher.put(
      `/document_detail/full_record/${document.id}`,
      formOf(first, { biblios: renamed }),
    );
    expect(saved.status).toBe(200);
    const second = await read(document.id);
    const held = await researcher.put(
      `/document_detail/full_record/${document.id}`,
      formOf(second, { action: 'hold', notes: 'Waiting for the scan' }),
    );
    expect(held.status).toBe(200);

    const answer = await history(document.id);
    expect(answer.status).toBe(200);
    const [newest, older] = answer.body.data;
    expect(answer.body.data).toHaveLength(2);
    expect(newest).toMatchObject({
      who: 'Riley Researcher',
      changes: ['Status: Ready for research → On hold', 'Notes changed'],
    });
    expect(older).toMatchObject({ who: 'Riley Researcher', changes: [`Biblio ${biblios[0].id}: major title changed`] });
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
    expect(Math.abs(Date.now() - Date.parse(newest.at))).toBeLessThan(60_000);
  });

  it('includes a biblio deleted on its own, and adds nothing for a refused save', async () => {
    // b0–u0, b1–u0 and b0–u1: b1 and u1 may each be deleted, b0 and u0 keep an active link.
    const { document, biblios, usages } = await insertDocument(api.db, {
      assigned_user_id: researcherId,
      biblios: 2,
      usages: 2,
      links: [
        { biblio: 0, usage: 0 },
        { biblio: 1, usage: 0 },
        { biblio: 0, usage: 1 },
      ],
    });
    const before = await read(document.id);
    expect((await researcher.del(`/usage/delete_usage/${usages[1].id}?document_id=${document.id}`)).status).toBe(200);
    expect((await researcher.del(`/biblio/delete_biblio/${biblios[1].id}?document_id=${document.id}`)).status).toBe(
      200,
    );
    const stale = await researcher.put(
      `/document_detail/full_record/${document.id}`,
      formOf(before, { notes: 'Lost' }),
    );
    expect(stale.status).toBe(409);
    const invalid = await researcher.put(`/document_detail/full_record/${document.id}`, {
      ...formOf(await read(document.id)),
      biblios: [],
    });
    expect(invalid.status).toBe(400);

    const entries = (await history(document.id)).body.data;
    expect(entries.map((e) => e.changes)).toEqual([
      [`Biblio ${biblios[1].id} deleted`],
      [`Usage ${usages[1].id} deleted`],
    ]);
  });

  it(`shows the last ${RECORD_HISTORY_LIMIT} changes only`, async () => {
    const { document } = await makeRecord();
    const caller = { id: researcherId, email: 'researcher@example.org' } as Parameters<typeof audit>[1];
    const rows = Array.from({ length: RECORD_HISTORY_LIMIT + 5 }, (_, i) => ({
      action: 'update' as const,
      entity: 'document_detail',
      entityId: document.id,
      before: { notes: String(i) },
      after: { notes: String(i + 1) },
    }));
    await audit(api.db, caller, rows);
    const entries = (await history(document.id)).body.data;
    expect(entries).toHaveLength(RECORD_HISTORY_LIMIT);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
  });

  it('lets an auditor read it and refuses an unassigned user', async () => {
    const { document } = await makeRecord();
    const auditor = callApi(api.url, await signIn(api, 'auditor@example.org'));
    const unassigned = callApi(api.url, await signIn(api, 'unassigned@example.org'));
    expect((await history(document.id, auditor)).status).toBe(200);
    expect((await history(document.id, unassigned)).status).toBe(403);
  });

  it('answers 404 naming a record that does not exist', async () => {
    expectRefusal(await history(99_999_999), 404, 'Document 99999999 was not found');
  });
});
