import * as oidc from 'openid-client';
import type { AuthTransaction } from './auth-transaction.ts';
import type { OidcSettings } from './oidc-settings.ts';

export type SignInTokens = { accessToken: string; idToken?: string; email?: string };

export type OidcClient = {
  /** The provider's sign-in address, and what the callback must check it against. */
  start(returnTo: string): Promise<{ url: URL; transaction: AuthTransaction }>;
  /** Checks state, nonce and issuer, and exchanges the code (with the PKCE verifier) for tokens. */
  finish(callbackUrl: URL, transaction: AuthTransaction): Promise<SignInTokens>;
  /** The provider's sign-out address, which comes back to /login; undefined when it has none. */
  endSessionUrl(): Promise<string | undefined>;
};

/**
 * The relying party (openid-client): authorization code with PKCE (S256), state and nonce. The
 * provider's metadata is discovered on first use, not at start-up, because the development provider
 * is served by this very process; a failed discovery is tried again on the next sign-in.
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () =>
    (discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        // http only outside production (config.ts demands an https issuer there): the development provider, a local Keycloak.
        settings.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  return {
    async start(returnTo) {
      const config = await configuration();
      const transaction: AuthTransaction = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, transaction };
    },

    async finish(callbackUrl, transaction) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const email = tokens.claims()?.email;
      return {
        accessToken: tokens.access_token,
        idToken: tokens.id_token,
        email: typeof email === 'string' ? email : undefined,
      };
    },

    async endSessionUrl() {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      // client_id rather than id_token_hint: the browser follows this address, and no token may reach it.
      return oidc
        .buildEndSessionUrl(config, {
          client_id: config.clientMetadata().client_id,
          post_logout_redirect_uri: settings.postLogoutRedirectUri,
        })
        .toString();
    },
  };
}

/** The provider's own words for a failed sign-in step (RFC 6749 error and description), for the log. */
export function providerFailure(error: unknown): Record<string, unknown> {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return { error: error.error, description: error.error_description };
  }
  return { error: String(error) };
}
