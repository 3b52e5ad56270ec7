import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi, type TestApiOptions } from '@rt/api/testing';
import { createBffApp } from '../src/app.ts';
import { loadBffConfig } from '../src/config.ts';

export type GraphQLResponse<T> = {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

/** How a request acts: as the holder of a session cookie, with a bearer token, or as nobody. */
export type As = { cookie?: string; bearer?: string; headers?: Record<string, string> };

export type TestBff = {
  api: TestApi;
  url: string;
  /** A GraphQL request as the web app sends it (with the CSRF header). */
  query: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    as?: As,
  ) => Promise<GraphQLResponse<T>>;
  /** Test sign-in (AUTH_TEST_MODE): the Cookie header of a new session for that demo account. */
  signIn: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

export const TEST_AUDIENCE = 'research-tool-api';
export const TEST_INTEGRATOR_SECRET = 'integrator-secret-for-tests';

/**
 * The BFF on a free port with its development provider at /oidc, in front of a real records API
 * over a fresh seeded test database that trusts that provider's tokens. The BFF's port is taken
 * first, because its address is the provider's issuer and the API must know it. `env` sets more
 * of the BFF's settings (rate limits, for example); `jobs` starts the API's job queue with its
 * workers (bulk update jobs).
 */
export async function startTestBff(
  options: { apiUrl?: string; env?: Record<string, string>; jobs?: TestApiOptions['jobs'] } = {},
): Promise<TestBff> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api = await startTestApi({
    auth: { issuer: `${url}/oidc`, audience: TEST_AUDIENCE, testMode: true },
    jobs: options.jobs,
  });
  const config = loadBffConfig({
    NODE_ENV: 'test',
    API_URL: options.apiUrl ?? api.url,
    API_TIMEOUT_MS: '3000',
    PUBLIC_URL: url,
    AUTH_TEST_MODE: 'true',
    OIDC_AUDIENCE: TEST_AUDIENCE,
    DEV_INTEGRATOR_SECRET: TEST_INTEGRATOR_SECRET,
    ...options.env,
  });
  const { app, stop } = await createBffApp(config);
  server.on('request', app);

  return {
    api,
    url,
    query: async (query, variables, as = {}) => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...(as.cookie ? { cookie: as.cookie } : {}),
          ...(as.bearer ? { authorization: `Bearer ${as.bearer}` } : {}),
          ...as.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    },
    signIn: async (email) => {
      const res = await fetch(`${url}/auth/test-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ email }),
      });
      if (!res.ok) throw new Error(`test sign-in as ${email} answered ${res.status}: ${await res.text()}`);
      const session = res.headers.getSetCookie().find((c) => c.startsWith('rt_session='));
      if (!session) throw new Error(`test sign-in as ${email} set no session cookie`);
      return session.split(';')[0];
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await api.close();
    },
  };
}
