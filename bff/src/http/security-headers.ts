import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * helmet's headers with a content security policy the app itself passes: scripts only from this
 * origin; inline styles allowed because Emotion (Chakra UI) writes <style> tags; workers from
 * this origin or blob: for the sandbox's Monaco editor. The development provider's pages at /oidc
 * live under the same policy (their one inline script adds its own hash; see dev-provider-pages.ts).
 * Over https, browsers are also told to stay on https.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'", 'blob:'],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60 } : false,
  });
}
