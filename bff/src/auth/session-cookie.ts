import { httpOnlyCookie, type HttpOnlyCookie } from './http-only-cookie.ts';

/** The API ends a session after 12 hours whatever happens; the cookie need not outlive it. */
const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * The browser's one cookie: the id of the session the API keeps (docs/decisions/008). The BFF
 * stores nothing; it hands the value to the API as `rt_session` on every call.
 */
export function sessionCookie(publicUrl: string): HttpOnlyCookie {
  return httpOnlyCookie(publicUrl, 'rt_session', SESSION_MAX_AGE_MS);
}
