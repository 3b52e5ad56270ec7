import type { RequestHandler } from 'express';

/** Answers that name the signed-in user's records: no browser or proxy cache may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};
