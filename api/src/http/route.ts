import type { Operation } from '@rt/domain';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { allow } from './allow.ts';
import { badRequestAll, type Problem } from './api-error.ts';

/** Routes any caller may call: they make or end a session (POST /login, /logout). */
export const OPEN = 'open';

/** The schemas of a route's input: the address's parameters, its query string and its JSON body. */
export type InputSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };

type Parsed<S extends InputSchemas, K extends keyof InputSchemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;
export type RouteInput<S extends InputSchemas> = {
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  body: Parsed<S, 'body'>;
};

/** Marks the middleware that parses a route's input, so a test can tell that no route goes without one. */
export const PARSES_INPUT = Symbol('parses route input');

/** 400 naming every wrong field ('biblios.2.edition') with its message. */
function refusal(error: z.ZodError) {
  const [first, ...rest] = error.issues.map((issue): Problem => ({
    field: issue.path.map(String).join('.') || null,
    message: issue.message,
  }));
  return badRequestAll([first, ...rest]);
}

function parseInput<S extends InputSchemas>(schemas: S): RequestHandler {
  const parse = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value);
    if (!result.success) throw refusal(result.error);
    return result.data;
  };
  const handler: RequestHandler = (req, res, next) => {
    res.locals.input = {
      params: parse(schemas.params, req.params),
      query: parse(schemas.query, req.query),
      body: parse(schemas.body, req.body),
    } satisfies Record<keyof InputSchemas, unknown>;
    next();
  };
  return Object.assign(handler, { [PARSES_INPUT]: true });
}

/**
 * Declares a route of the records API: the operation its caller's role must allow (checked first,
 * so a caller without the right learns nothing of the input's shape), then one schema per part of
 * its input, whose refusal is the 400. The handler gets the parsed input and never reads
 * `req.body`, `req.query` or `req.params` itself.
 */
export function route<S extends InputSchemas>(
  router: Router,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  operation: Operation | typeof OPEN,
  schemas: S,
  handler: (input: RouteInput<S>, req: Request, res: Response) => Promise<void> | void,
): void {
  const guard: RequestHandler[] = operation === OPEN ? [] : [allow(operation)];
  router[method](path, ...guard, parseInput(schemas), (req: Request, res: Response) =>
    handler(res.locals.input as RouteInput<S>, req, res),
  );
}
