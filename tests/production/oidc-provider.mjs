#!/usr/bin/env node
// The agency's OpenID provider, as the production smoke test plays it: oidc-provider (the BFF's own
// dependency, a certified implementation) over https on its own port, in a process of its own, with
// a password sign-in page for two people. Its access tokens are JWTs for the records API, as Okta's,
// Entra ID's or Keycloak's are once set up as README "Sign-in" says.
//
// Settings (environment): PORT, TLS_CERT and TLS_KEY (PEM files), CLIENT_ID, CLIENT_SECRET,
// PUBLIC_URL (the app's address: its redirect URIs derive from it), AUDIENCE, and ACCOUNTS, the
// people as JSON ([{ "email", "name", "password" }]). Prints
// `OpenID provider ready: <issuer>` once it listens; stops on SIGTERM.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Resolved as the BFF resolves it: the package is the BFF's dependency, not the root's.
const { default: Provider, errors } = await import(
  pathToFileURL(createRequire(path.join(root, 'bff', 'package.json')).resolve('oidc-provider')).href
);

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`oidc-provider.mjs needs ${name}`);
  return value;
};
const port = Number(env('PORT'));
const issuer = `https://127.0.0.1:${port}`;
const publicUrl = env('PUBLIC_URL').replace(/\/+$/, '');
const audience = env('AUDIENCE');
/** @type {{ email: string, name: string, password: string }[]} */
const ACCOUNTS = JSON.parse(env('ACCOUNTS'));
const API_RESOURCE = 'urn:research-tool:api';
const HOUR = 60 * 60;

const find = (email) => ACCOUNTS.find((account) => account.email === email);
const profile = (email) => {
  const account = find(email);
  return account ? { email: account.email, email_verified: true, name: account.name } : {};
};

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env('CLIENT_ID'),
      client_secret: env('CLIENT_SECRET'),
      redirect_uris: [`${publicUrl}/implicit/callback`],
      post_logout_redirect_uris: [`${publicUrl}/login`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  async findAccount(_ctx, sub) {
    return find(sub) && { accountId: sub, claims: () => ({ sub, ...profile(sub) }) };
  },
  // The records API reads who signed in from the access token (RFC 9068 allows profile claims).
  async extraTokenClaims(_ctx, token) {
    return token.accountId ? profile(token.accountId) : undefined;
  },
  // The research tool is the agency's own app: granted what it asks, with no consent screen.
  async loadExistingGrant(ctx) {
    const { client, session, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email');
    grant.addResourceScope(API_RESOURCE, 'api');
    await grant.save();
    return grant;
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => API_RESOURCE,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resource) => {
        if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
        return { scope: 'api', audience, accessTokenFormat: 'jwt', accessTokenTTL: HOUR };
      },
    },
  },
  pkce: { methods: ['S256'], required: () => true },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  ttl: { AccessToken: HOUR, AuthorizationCode: 60, IdToken: HOUR, Interaction: 600, Grant: HOUR, Session: HOUR },
});

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function signInPage(uid, problem) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Agency sign-in</title></head><body>
<h1>Agency sign-in</h1>${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>Email <input name="email" type="email" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button></form></body></html>`;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 4096) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

const handle = provider.callback();
const interaction = /^\/interaction\/([\w-]+)(\/login)?$/;

const server = createServer(
  { cert: readFileSync(env('TLS_CERT')), key: readFileSync(env('TLS_KEY')) },
  async (req, res) => {
    const match = interaction.exec(new URL(req.url, issuer).pathname);
    if (!match) return handle(req, res);
    try {
      const { uid } = await provider.interactionDetails(req, res);
      const html = (status, body) =>
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
      if (!match[2]) return html(200, signInPage(uid));
      const form = await readForm(req);
      const account = find(form.get('email'));
      if (!account || account.password !== form.get('password'))
        return html(400, signInPage(uid, 'Wrong e-mail or password.'));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.email } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`Sign-in failed: ${error.message}`);
    }
  },
);

server.listen(port, '127.0.0.1', () => console.log(`OpenID provider ready: ${issuer}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
