import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

type Profile = { email?: string; name?: string; email_verified?: boolean };

export type TokenOptions = {
  issuer?: string;
  audience?: string;
  /** Expiry in seconds since the epoch; an hour from now by default. */
  expiresAt?: number;
  /** Sign with another key than the one the issuer publishes. */
  key?: CryptoKey;
};

export type TestIssuer = {
  issuer: string;
  audience: string;
  /** Profiles the userinfo endpoint answers, by subject. */
  profiles: Map<string, Profile>;
  token: (claims: JWTPayload & Profile, options?: TokenOptions) => Promise<string>;
  close: () => Promise<void>;
};

const KID = 'test-key-1';

/**
 * A stand-in OpenID provider on a free port: discovery, JWKS and userinfo, with RS256 keys made at
 * start. The real provider is exercised end to end elsewhere; here we only need its signatures.
 */
export async function startTestIssuer(audience = 'research-tool-api'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const profiles = new Map<string, Profile>();
  let issuer = '';

  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', issuer).pathname.replace(/^\/oidc/, '');
    if (path === '/.well-known/openid-configuration') {
      send(200, { issuer, jwks_uri: `${issuer}/jwks`, userinfo_endpoint: `${issuer}/userinfo` });
    } else if (path === '/jwks') {
      send(200, { keys: [jwk] });
    } else if (path === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      jwtVerify(token, publicKey, { issuer }).then(
        ({ payload }) => {
          const profile = profiles.get(payload.sub ?? '');
          if (profile) send(200, { sub: payload.sub, ...profile });
          else send(404, { error: 'no profile' });
        },
        () => send(401, { error: 'invalid_token' }),
      );
    } else {
      send(404, { error: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;

  return {
    issuer,
    audience,
    profiles,
    token: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt()
        .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(options.key ?? privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
