import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { HttpOnlyCookie } from './http-only-cookie.ts';

/** The cookie the API reads the session id from (docs/decisions/008), whatever the browser's is called. */
const API_SESSION_COOKIE = 'rt_session';

export type Credentials = { kind: 'bearer' | 'session'; headers: Record<string, string> };

export function apiSessionHeaders(session: string): Record<string, string> {
  return { cookie: `${API_SESSION_COOKIE}=${encodeURIComponent(session)}` };
}

/** A browser session's credentials as the API reads them. */
export function sessionCredentials(session: string): Credentials {
  return { kind: 'session', headers: apiSessionHeaders(session) };
}

/**
 * What the API needs to know the caller: an integrator's bearer token, passed on as sent (the API
 * verifies it), else the browser's session. Undefined for nobody.
 */
export function credentialsOf(req: Request, session: HttpOnlyCookie): Credentials | undefined {
  const { authorization } = req.headers;
  if (authorization && /^Bearer\s+\S+\s*$/i.test(authorization)) return { kind: 'bearer', headers: { authorization } };
  const value = session.read(req);
  return value ? sessionCredentials(value) : undefined;
}

/** A hash naming these credentials (never the session id or token itself): the key of whatever is kept per caller. */
export function credentialsKey(credentials: Credentials): string {
  const hash = createHash('sha256').update(credentials.kind);
  for (const [name, value] of Object.entries(credentials.headers)) hash.update(`\n${name}:${value}`);
  return hash.digest('base64url');
}
