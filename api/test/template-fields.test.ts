import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { AUDITOR_FIELD_SETS } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Field = { resource: string; field_name: string; label: string; sort_order: number };
type Http = ReturnType<typeof callApi>;

let api: TestApi;
let auditor: Http;
let coordinator: Http;
const templates: Record<string, number> = {};
const schemes: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  auditor = callApi(api.url, await signIn(api, 'auditor@example.org'));
  coordinator = callApi(api.url, await signIn(api, COORDINATOR));
  for (const t of await api.db.selectFrom('research_templates').select(['id', 'template_name']).execute())
    templates[t.template_name] = t.id;
  for (const s of await api.db.selectFrom('licence_schemes').select(['id', 'value']).execute()) schemes[s.value] = s.id;
});
afterAll(async () => {
  await api?.close();
});

const fieldsOf = async (caller: Http, template: string, scheme?: string) => {
  const query = scheme === undefined ? '' : `?licence_scheme_id=${schemes[scheme]}`;
  const { status, body } = await caller.get<Field[]>(
    `/research_template_fields/research_template/${templates[template]}${query}`,
  );
  expect(status).toBe(200);
  return body.data.map((f) => `${f.resource}.${f.field_name}`);
};

describe('GET /api/research_template_fields/research_template/:id', () => {
  it.each([
    ['Universities EUS', 'University Template'],
    ['Universities Hardcopy', 'University Template'],
    ['Schools Hardcopy', 'Schools Template'],
  ])("answers an External Auditor the reduced set of '%s' (%s), in the template's order", async (scheme, template) => {
    const whole = await fieldsOf(coordinator, template);
    const reduced = await fieldsOf(auditor, template, scheme);
    expect(reduced).toEqual(whole.filter((f) => AUDITOR_FIELD_SETS[scheme].includes(f)));
    expect(reduced.length).toBeGreaterThan(8);
    expect(reduced.length).toBeLessThan(whole.length);
    expect(reduced).toEqual(expect.arrayContaining(['biblio.major_title', 'usage.copy_type', 'usage.times_copied']));
    expect(reduced).not.toContain('biblio.notes');
    expect(reduced).not.toContain('document_detail.other_information');
  });

  it('answers the whole set to an External Auditor of another scheme, or when no scheme is named', async () => {
    const whole = await fieldsOf(coordinator, 'Government Template');
    expect(await fieldsOf(auditor, 'Government Template', 'Government Copying')).toEqual(whole);
    expect(await fieldsOf(auditor, 'University Template')).toEqual(await fieldsOf(coordinator, 'University Template'));
  });

  it('answers the whole set to every other role, whatever the scheme', async () => {
    const whole = await fieldsOf(coordinator, 'University Template');
    expect(await fieldsOf(coordinator, 'University Template', 'Universities EUS')).toEqual(whole);
    const researcher = callApi(api.url, await signIn(api, 'researcher@example.org'));
    expect(await fieldsOf(researcher, 'University Template', 'Universities EUS')).toEqual(whole);
  });

  it('refuses a scheme id that is no id, and an unknown scheme', async () => {
    const path = `/research_template_fields/research_template/${templates['University Template']}`;
    expectRefusal(
      await auditor.get(`${path}?licence_scheme_id=EUS`),
      400,
      'licence_scheme_id must be a positive whole number',
      'licence_scheme_id',
    );
    expectRefusal(await auditor.get(`${path}?licence_scheme_id=999999`), 404, 'Licence scheme 999999 was not found');
  });
});
