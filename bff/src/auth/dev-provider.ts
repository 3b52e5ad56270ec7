import { generateKeyPairSync, randomUUID } from 'node:crypto';
import express, { Router } from 'express';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEV_ACCOUNTS, findDevAccount } from './dev-accounts.ts';
import { logoutSource, postLogoutSuccessSource, renderError, signInPage } from './dev-provider-pages.ts';
import type { OidcSettings } from './oidc-settings.ts';

export type DevProviderOptions = {
  /** The BFF's own client (authorization code), as the relying party uses it. */
  client: OidcSettings;
  /** The `aud` of its access tokens: what the records API expects. */
  audience: string;
  integratorSecret: string;
  /** Signs the provider's cookies. */
  cookieKey: string;
};

/** The client integrators use (client credentials); its tokens name it as `sub`. */
export const INTEGRATOR_CLIENT_ID = 'integrator';
/** The records API as a resource server (RFC 8707 wants an absolute URI; the audience may be any text). */
const API_RESOURCE = 'urn:research-tool:api';
const MOUNT = '/oidc';

const HOUR = 60 * 60;

/**
 * A certified OpenID provider (oidc-provider) for development and tests, mounted at /oidc, so the
 * sign-in code that talks to Okta, Entra ID or Keycloak runs unchanged with no outside service. Its
 * sign-in page lists the demo accounts; its access tokens are JWTs for the records API.
 * Its keys and sessions live in memory: a restart signs everyone out of it (not out of the app).
 */
export function devProviderRoutes(options: DevProviderOptions): Router {
  const { client } = options;
  const provider = new Provider(client.issuer, providerConfiguration(options));
  // Behind a TLS-terminating proxy the issuer is https while the request arrives over http.
  provider.proxy = client.issuer.startsWith('https://');

  const router = Router();
  const loginAction = (uid: string) => `${MOUNT}/interaction/${uid}/login`;

  router.get(`${MOUNT}/interaction/:uid`, async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(signInPage(loginAction(uid), DEV_ACCOUNTS));
  });

  router.post(
    `${MOUNT}/interaction/:uid/login`,
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res) => {
      const { uid } = await provider.interactionDetails(req, res);
      const account = findDevAccount(req.body?.email);
      if (!account) {
        res
          .status(400)
          .type('html')
          .send(signInPage(loginAction(uid), DEV_ACCOUNTS, 'Choose one of the accounts below.'));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.email } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  router.use(MOUNT, provider.callback());
  return router;
}

function providerConfiguration({ client, audience, integratorSecret, cookieKey }: DevProviderOptions): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: INTEGRATOR_CLIENT_ID,
        client_secret: integratorSecret,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, sub: string) {
      const account = findDevAccount(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...profileClaims(sub) }) };
    },
    // The records API reads who signed in from the access token itself (RFC 9068 allows profile claims).
    async extraTokenClaims(_ctx: unknown, token: { accountId?: string }) {
      return token.accountId ? profileClaims(token.accountId) : undefined;
    },
    loadExistingGrant: firstPartyGrant(client.clientId),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${MOUNT}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        // Every token is for the records API, so neither the app nor integrators need name it.
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: 'api', audience, accessTokenFormat: 'jwt', accessTokenTTL: HOUR };
        },
      },
    },
    pkce: { methods: ['S256'], required: () => true },
    cookies: {
      keys: [cookieKey],
      // Lax rather than the default None: plain-http development has no Secure cookies. The
      // provider's session stays under /oidc, out of the app's requests, as a real provider's would.
      long: { signed: true, httpOnly: true, sameSite: 'lax', path: MOUNT },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      ClientCredentials: HOUR,
      IdToken: HOUR,
      Interaction: 10 * 60,
      Grant: 12 * HOUR,
      Session: 12 * HOUR,
    },
    renderError,
  };
}

function profileClaims(email: string) {
  const account = findDevAccount(email);
  return account ? { email: account.email, email_verified: true, name: account.name } : {};
}

/** The research tool is this provider's own first-party app: it is granted what it asks, with no consent screen. */
function firstPartyGrant(firstPartyClientId: string) {
  return async (ctx: KoaContextWithOIDC) => {
    const { client, session, result, provider } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return provider.Grant.find(grantId);
    if (client.clientId !== firstPartyClientId) return undefined;
    const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email');
    grant.addResourceScope(API_RESOURCE, 'api');
    await grant.save();
    return grant;
  };
}
