import type { BffConfig } from '../config.ts';
import { deriveKey } from './derive-key.ts';

/** How the BFF signs people in: the same shape for Okta, Entra ID, Keycloak or the development provider. */
export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scope: string;
  /** True when the BFF runs its own development provider at /oidc (no OIDC_ISSUER set). */
  development: boolean;
};

/** The BFF's client at the development provider. */
export const DEVELOPMENT_CLIENT_ID = 'research-tool';

export function oidcSettings(config: BffConfig): OidcSettings {
  const development = !config.OIDC_ISSUER;
  return {
    issuer: config.OIDC_ISSUER ?? `${config.PUBLIC_URL}/oidc`,
    clientId: config.OIDC_CLIENT_ID ?? DEVELOPMENT_CLIENT_ID,
    // Both ends of the development client live in this process: its secret need not be configured.
    clientSecret:
      config.OIDC_CLIENT_SECRET ?? deriveKey(config.SESSION_SECRET, 'development-client-secret').toString('base64url'),
    redirectUri: `${config.PUBLIC_URL}/implicit/callback`,
    postLogoutRedirectUri: `${config.PUBLIC_URL}/login`,
    scope: ['openid profile email', config.OIDC_API_SCOPE].filter(Boolean).join(' '),
    development,
  };
}
