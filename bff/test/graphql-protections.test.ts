import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode } from 'graphql';
import * as webDocuments from '../../web/src/__generated__/graphql.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

let bff: TestBff;
let coordinator: string;
beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
});
afterAll(async () => {
  await bff?.close();
});

const asCoordinator = (query: string) => bff.query(query, undefined, { cookie: coordinator });

describe('GraphQL limits (OWASP cheat sheet)', () => {
  it('refuses a query nested deeper than 8', async () => {
    const deep =
      '{ batch(id: "1") { researchCollection { batches { researchCollection { batches { researchCollection { batches { researchCollection { id } } } } } } } } }';
    const { data, errors } = await asCoordinator(deep);
    expect(data ?? null).toBeNull();
    expect(errors?.[0].message).toMatch(/depth/i);
  });

  it('answers a query 8 deep', async () => {
    const { errors } = await asCoordinator(
      '{ batch(id: "1") { researchCollection { batches { researchCollection { batches { researchCollection { id } } } } } } }',
    );
    expect(errors).toBeUndefined();
  });

  it('refuses more than 15 aliases', async () => {
    const flood = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const { data, errors } = await asCoordinator(flood);
    expect(data ?? null).toBeNull();
    expect(errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses a query over the token limit', async () => {
    const long = `{ ${Array.from({ length: 1_100 }, () => '__typename').join(' ')} }`;
    const { errors } = await asCoordinator(long);
    expect(errors?.[0].message).toMatch(/token/i);
  });

  it('lets every operation of the web app through (sent without variables, so nothing changes)', async () => {
    const staff = await bff.signIn('it@example.org');
    const operations = Object.entries(webDocuments).filter(([name]) => name.endsWith('Document')) as [
      string,
      DocumentNode,
    ][];
    expect(operations.length).toBeGreaterThan(0);
    for (const [name, document] of operations) {
      const { errors } = await bff.query(print(document), undefined, { cookie: staff });
      for (const error of errors ?? []) expect(error.message, name).not.toMatch(/depth|alias|cost|token|directive/i);
    }
  });

  it('suggests no field names', async () => {
    const { errors } = await asCoordinator('{ mee { id } }');
    expect(errors?.[0].message).not.toMatch(/did you mean/i);
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses a POST without the custom header, even with a JSON body and the session cookie', async () => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: coordinator, origin: 'https://evil.example' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(res.status).toBe(400);
    // Refused in GraphQL's own envelope, as every /graphql error.
    expect(await res.json()).toEqual({
      errors: [
        { message: expect.stringMatching(/apollo-require-preflight/), extensions: { code: 'CSRF_HEADER_REQUIRED' } },
      ],
    });
  });

  it('refuses a simple cross-site form post', async () => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: coordinator },
      body: 'query=%7B%20me%20%7B%20email%20%7D%20%7D',
    });
    expect(res.status).toBe(400);
  });

  it('refuses logout and test sign-in without the custom header', async () => {
    for (const path of ['/auth/logout', '/auth/test-login']) {
      const res = await fetch(`${bff.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: coordinator },
        body: JSON.stringify({ email: 'it@example.org' }),
      });
      expect(res.status, path).toBe(400);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    expect((await asCoordinator('{ me { email } }')).data).toEqual({ me: { email: 'coordinator@example.org' } });
  });
});

describe('security headers', () => {
  it('sends a content security policy the app can live with, and the usual hardening headers', async () => {
    for (const path of ['/', '/graphql', '/oidc/.well-known/openid-configuration']) {
      const res = await fetch(`${bff.url}${path}`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, path).toContain("worker-src 'self' blob:");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('tells caches to keep no GraphQL answer, a refused one included', async () => {
    for (const cookie of [coordinator, '']) {
      const res = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
        body: JSON.stringify({ query: '{ me { email } }' }),
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
