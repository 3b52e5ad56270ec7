import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../../http/api-error.ts';
import { logEvent } from '../../log.ts';
import type { Refuse } from './refuse-sign-in.ts';

/** What a token or the userinfo endpoint says about the person. */
export type Profile = { email?: string; name?: string; emailVerified?: boolean };

export type TokenVerifier = {
  /** The claims of a valid access token for this API; anything else is refused. */
  verify(token: string, refuse: Refuse): Promise<JWTPayload>;
  /** The profile the provider's userinfo endpoint gives for the token, if it answers for `sub`. */
  userinfo(token: string, sub: string): Promise<Profile | undefined>;
};

/** Clocks of the provider and the API may differ by a few seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;
const PROVIDER_TIMEOUT_MS = 5000;

type Discovery = { jwks: ReturnType<typeof createRemoteJWKSet>; userinfoEndpoint?: string };

export function profileOf(source: Record<string, unknown>): Profile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    email: text(source.email),
    name: text(source.name),
    emailVerified: typeof source.email_verified === 'boolean' ? source.email_verified : undefined,
  };
}

/** The refusal reason for a token jose rejected, or undefined when the fault was reaching the provider. */
function rejectionReason(error: unknown): string | undefined {
  if (!(error instanceof errors.JOSEError)) return undefined;
  switch (error.code) {
    case 'ERR_JWT_EXPIRED':
      return 'expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const { claim } = error as errors.JWTClaimValidationFailed;
      return claim === 'iss' ? 'wrong issuer' : claim === 'aud' ? 'wrong audience' : `invalid ${claim}`;
    }
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'bad signature';
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return 'malformed';
    default:
      return undefined;
  }
}

function providerUnavailable(issuer: string, error: unknown): ApiError {
  logEvent('error', 'sign-in provider unavailable', { issuer, error: String(error) });
  return new ApiError('UPSTREAM_UNAVAILABLE', 'The sign-in provider cannot be reached; try again shortly');
}

async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) return undefined;
  return (await response.json()) as Record<string, unknown>;
}

async function discover(issuer: string): Promise<Discovery> {
  const document = await getJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!document || typeof document.jwks_uri !== 'string') throw new Error('the discovery document names no jwks_uri');
  // OpenID Connect Discovery 1.0, section 4.3: the document must be the configured issuer's own.
  if (document.issuer !== issuer) throw new Error(`the discovery document is for issuer ${String(document.issuer)}`);
  return {
    jwks: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS }),
    userinfoEndpoint: typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : undefined,
  };
}

/**
 * Verifies the provider's JWT access tokens (issuer, audience, expiry, signature against its JWKS).
 * The discovery document and the keys are fetched once and kept for the life of the process (jose
 * refetches the keys when a token names an unknown one); a failed discovery is retried next time.
 */
export function createTokenVerifier({ issuer, audience }: { issuer: string; audience: string }): TokenVerifier {
  let discovery: Promise<Discovery> | undefined;
  const discovered = async () => {
    discovery ??= discover(issuer).catch((error: unknown) => {
      discovery = undefined;
      throw providerUnavailable(issuer, error);
    });
    return discovery;
  };

  return {
    async verify(token, refuse) {
      const { jwks } = await discovered();
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience, clockTolerance: CLOCK_TOLERANCE_SECONDS });
        return payload;
      } catch (error) {
        const reason = rejectionReason(error);
        if (reason) refuse(reason);
        throw providerUnavailable(issuer, error);
      }
    },

    async userinfo(token, sub) {
      const { userinfoEndpoint } = await discovered();
      if (!userinfoEndpoint) return undefined;
      let answer;
      try {
        answer = await getJson(userinfoEndpoint, { authorization: `Bearer ${token}` });
      } catch (error) {
        throw providerUnavailable(issuer, error);
      }
      // OpenID Connect Core 1.0, section 5.3.2: a userinfo answer for another subject must not be used.
      return answer && answer.sub === sub ? profileOf(answer) : undefined;
    },
  };
}
