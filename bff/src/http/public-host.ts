import type { RequestHandler } from 'express';

/** Probes of a load balancer or orchestrator, which call the service by whatever name it has. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Sends a browser that opened the product on another name of the server (127.0.0.1 where
 * PUBLIC_URL says localhost) to the same page at PUBLIC_URL, before a sign-in starts there: the
 * sign-in's cookies and redirect address belong to PUBLIC_URL, and would fail on any other name.
 * Only page loads (GET and HEAD) without credentials of their own; an integrator's bearer call
 * and every other method are left to the routes.
 */
export function redirectToPublicUrl(publicUrl: string): RequestHandler {
  const canonical = new URL(publicUrl);
  return (req, res, next) => {
    const pageLoad = (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization;
    const host = req.host?.toLowerCase();
    if (!pageLoad || PROBES.has(req.path) || !host || host === canonical.host) {
      next();
      return;
    }
    // The path as asked, on PUBLIC_URL's origin; a path beginning '//' must not become another host.
    res.redirect(302, canonical.origin + req.originalUrl.replace(/^\/+/, '/'));
  };
}
