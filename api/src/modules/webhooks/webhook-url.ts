/** Where webhooks may be sent: https only in production; http also to this machine elsewhere. */
export type WebhookUrlPolicy = { httpsOnly: boolean };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a receiver's address is refused, or null when it may be used. */
export function webhookUrlRefusal(value: string, { httpsOnly }: WebhookUrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'URL must be an absolute address, e.g. https://example.org/hooks';
  }
  if (url.username || url.password) return 'URL must not hold a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !httpsOnly && LOOPBACK.has(url.hostname)) return null;
  return httpsOnly
    ? 'URL must be an https address'
    : 'URL must be an https address (http only to localhost outside production)';
}
