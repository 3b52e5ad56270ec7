const ORIGIN = 'http://return-to.invalid';
/** Pages a sign-in must not come back to: they would only start it again. */
const SIGN_IN_PAGES = /^\/(login|implicit\/callback|auth)(\/|$)/;

/** The address as this site, or undefined when it leaves it (or is no address at all). */
function onThisSite(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
  return url.origin === ORIGIN ? url : undefined;
}

/**
 * Where to go after sign-in: a path on this site only ('/queue?x#y'), never another site
 * ('//evil.example', '/\\evil.example', 'https://…', tricks with tabs that browsers strip, or
 * '/.//evil.example', which normalises to '//evil.example'). The answer is the normalised path,
 * checked again as the browser will read it in the Location header.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const url = onThisSite(value);
  if (!url || SIGN_IN_PAGES.test(url.pathname)) return '/';
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') && onThisSite(path) ? path : '/';
}
