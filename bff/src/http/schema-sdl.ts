import type { RequestHandler } from 'express';
import { buildSchema, printSchema } from 'graphql';

/**
 * GET /graphql/schema.graphql: the contract as SDL with its descriptions and deprecations, for
 * integrators' code generators and readers. Public, as GitHub publishes its schema: the schema is
 * documentation; every operation still checks its caller (docs/decisions/074). A GET that reads
 * nothing of a session, so no CSRF header is asked for.
 */
export function schemaSdl(typeDefs: string[]): RequestHandler {
  // Printed from the contract's files, not from the executable schema: the same types and
  // descriptions, without depending on which copy of graphql-js built the resolvers' schema.
  const sdl = `${printSchema(buildSchema(typeDefs.join('\n')))}\n`;
  return (_req, res) => {
    // Revalidated by its ETag: a deployment may change it, and it is the same for everyone.
    res.setHeader('cache-control', 'no-cache');
    res.type('text/plain; charset=utf-8').send(sdl);
  };
}
