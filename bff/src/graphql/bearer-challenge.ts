import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Credentials } from '../auth/credentials.ts';
import type { BffContext } from '../context.ts';

/** The protection space named in every challenge (RFC 7235 §2.2). */
const REALM = 'research-tool';

/** RFC 6750 §3: what a 401 tells the caller to do: sign in, or bring a token that works. */
function challenge(refusal?: { error: string; description: string }): string {
  const parts = [`realm="${REALM}"`];
  if (refusal) parts.push(`error="${refusal.error}"`, `error_description="${refusal.description}"`);
  return `Bearer ${parts.join(', ')}`;
}

const isUnauthenticated = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';

const INVALID_TOKEN = {
  error: 'invalid_token',
  description: 'The access token is expired, revoked, malformed or not for this API',
};

/**
 * A bearer token the records API refuses is refused before anything runs: HTTP 401 with the
 * RFC 6750 challenge, whatever the operation asks (even `me`, which answers nobody with null),
 * so an integrator's client sees at once that its token must be renewed. Any other failure to
 * ask (the API away) is left to the fields, which report it as usual.
 */
export async function refuseInvalidBearer(credentials: Credentials | undefined, context: BffContext): Promise<void> {
  if (credentials?.kind !== 'bearer') return;
  try {
    await context.caller();
  } catch (error) {
    if (!isUnauthenticated(error)) return;
    throw new GraphQLError('The bearer token was refused: get a new token and try again', {
      extensions: {
        code: 'UNAUTHENTICATED',
        http: { status: 401, headers: new HeaderMap([['www-authenticate', challenge(INVALID_TOKEN)]]) },
      },
    });
  }
}

/**
 * Every answer whose errors say UNAUTHENTICATED (nobody signed in, a session that ended) is HTTP 401
 * with `WWW-Authenticate: Bearer` (RFC 6750 §3.1: no error code when no token was sent). The body
 * stays the GraphQL answer; the web app reads it, or the bare 401, as "sign in".
 */
export const unauthenticatedAs401: ApolloServerPlugin<BffContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { errors } = response.body.singleResult;
        if (!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
        response.http.status = 401;
        if (!response.http.headers.has('www-authenticate')) response.http.headers.set('www-authenticate', challenge());
      },
    };
  },
};
