import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startTestApi, type TestApi } from '@rt/api/testing';
import { createBffApp } from '../src/app.ts';
import { loadBffConfig } from '../src/config.ts';

export type GraphQLResponse<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

export type TestBff = {
  api: TestApi;
  url: string;
  query: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse<T>>;
  close: () => Promise<void>;
};

/** The BFF on a free port, in front of a real records API over a fresh seeded test database. */
export async function startTestBff(options: { apiUrl?: string } = {}): Promise<TestBff> {
  const api = await startTestApi();
  const config = loadBffConfig({ NODE_ENV: 'test', API_URL: options.apiUrl ?? api.url, API_TIMEOUT_MS: '3000' });
  const { app, stop } = await createBffApp(config);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    api,
    url,
    query: async (query, variables) => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await api.close();
    },
  };
}
