import type { Request, Response } from 'express';
import type { GraphQLErrorCode } from '../graphql/error-codes.ts';

/** A request to /graphql (its address before any mount stripped it). */
export const isGraphQLRequest = (req: Request) => /^\/graphql(?=$|[/?])/.test(req.originalUrl);

/**
 * A request refused before GraphQL runs (the CSRF check, a rate limit, a body that cannot be read).
 * On /graphql it is told in GraphQL's own envelope, `{ errors: [{ message, extensions: { code } }] }`,
 * so an integrator reads every refusal one way; the other doors (/exports, /auth) keep their
 * `{ message, code }`, which the web app reads.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: number,
  code: GraphQLErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): void {
  res.status(status);
  if (isGraphQLRequest(req)) res.json({ errors: [{ message, extensions: { code, ...extensions } }] });
  else res.json({ message, code });
}
