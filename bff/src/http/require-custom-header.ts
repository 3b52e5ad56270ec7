import type { RequestHandler } from 'express';
import { sendRefusal } from './refusal.ts';

/** Headers a cross-site form or image can never send, and a cross-site script only after a CORS preflight we never grant. */
const CUSTOM_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/**
 * CSRF prevention for every request that acts with the session cookie (/graphql, POST /auth/*),
 * on top of SameSite=Lax and Apollo's own check, which lets some requests through without it.
 */
export const requireCustomHeader: RequestHandler = (req, res, next) => {
  if (CUSTOM_HEADERS.some((name) => req.headers[name])) {
    next();
    return;
  }
  sendRefusal(
    req,
    res,
    400,
    'CSRF_HEADER_REQUIRED',
    'This request was refused as a possible cross-site request forgery: send the header "apollo-require-preflight: true".',
  );
};
