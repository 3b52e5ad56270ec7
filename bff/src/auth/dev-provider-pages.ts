import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { DevAccount } from './dev-accounts.ts';

/** The development provider's pages: plain HTML with no external fonts, so they work offline. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a202c}
h1{font-size:1.5rem}p{color:#4a5568}button{display:block;width:100%;margin:.5rem 0;padding:.75rem 1rem;
font-size:1rem;text-align:left;border:1px solid #cbd5e0;border-radius:.375rem;background:#fff;cursor:pointer}
button:hover,button:focus{border-color:#3182ce;background:#ebf8ff}small{display:block;color:#718096}.error{color:#c53030}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Development sign-in</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function signInPage(action: string, accounts: readonly DevAccount[], problem?: string): string {
  const buttons = accounts
    .map(
      (a) =>
        `<button type="submit" name="email" value="${escape(a.email)}">${escape(a.name)}<small>${escape(a.email)}</small></button>`,
    )
    .join('');
  return page(
    'Sign in',
    `<h1>Sign in</h1><p>Development sign-in: choose a demo account. With OIDC_ISSUER set, people sign in with the organisation's provider instead.</p>
${problem ? `<p class="error" role="alert">${escape(problem)}</p>` : ''}<form method="post" action="${escape(action)}">${buttons}</form>`,
  );
}

/** Submits the provider's sign-out form at once: the person already chose Logout in the app. */
const SUBMIT_LOGOUT = "document.getElementById('op.logoutForm').submit();";
const SUBMIT_LOGOUT_HASH = `'sha256-${createHash('sha256').update(SUBMIT_LOGOUT).digest('base64')}'`;

/** Lets exactly this inline script run under the content security policy the BFF already set. */
function allowInlineScript(ctx: KoaContextWithOIDC, hash: string) {
  const policy = ctx.response.get('Content-Security-Policy');
  if (policy)
    ctx.response.set('Content-Security-Policy', policy.replace(/script-src ([^;]*)/, `script-src $1 ${hash}`));
}

export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  allowInlineScript(ctx, SUBMIT_LOGOUT_HASH);
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `<h1>Signing out…</h1>${confirmed}<button type="submit" form="op.logoutForm">Sign out</button><script>${SUBMIT_LOGOUT}</script>`,
  );
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signed out', '<h1>Signed out</h1><p><a href="/login">Sign in again</a></p>');
}

export async function renderError(ctx: KoaContextWithOIDC, out: Record<string, string>): Promise<void> {
  ctx.type = 'html';
  const details = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escape(key)}</strong>: ${escape(String(value))}</p>`)
    .join('');
  ctx.body = page('Sign-in problem', `<h1>Sign-in problem</h1>${details}<p><a href="/login">Back to sign-in</a></p>`);
}
