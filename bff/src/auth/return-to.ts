const ORIGIN = 'http://return-to.invalid';
/** Pages a sign-in must not come back to: they would only start it again. */
const SIGN_IN_PAGES = /^\/(login|implicit\/callback|auth)(\/|$)/;

/**
 * Where to go after sign-in: a path on this site only ('/queue?x#y'), never another site
 * ('//evil.example', '/\\evil.example', 'https://…', or tricks with tabs that browsers strip).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch (error) {
    if (error instanceof TypeError) return '/';
    throw error;
  }
  if (url.origin !== ORIGIN || SIGN_IN_PAGES.test(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}
