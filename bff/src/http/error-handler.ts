import type { ErrorRequestHandler } from 'express';
import { logEvent } from '../log.ts';
import { isGraphQLRequest, sendRefusal } from './refusal.ts';

type HttpishError = {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  code?: unknown;
  type?: unknown;
  message?: string;
  stack?: string;
};

/**
 * The last stop for a request that failed outside GraphQL: a client's fault (a bad body, an
 * expired sign-in interaction) is told as it is; anything else is logged and told nothing of the inside.
 */
export const errorHandler: ErrorRequestHandler = (error: HttpishError, req, res, next) => {
  // A client that left mid-answer (a download, the sandbox page): nobody to tell, nothing broken.
  if (error?.code === 'ECONNABORTED' || error?.type === 'request.aborted') {
    logEvent('info', 'request aborted by the client', { method: req.method, path: req.path });
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = Number(error?.status ?? error?.statusCode);
  if (status >= 400 && status < 500) {
    sendRefusal(req, res, status, 'BAD_REQUEST', error.expose === false ? 'Bad request' : String(error.message));
    return;
  }
  logEvent('error', 'unhandled BFF error', {
    method: req.method,
    path: req.path,
    error: String(error?.stack ?? error),
  });
  if (isGraphQLRequest(req)) sendRefusal(req, res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  else res.status(500).json({ message: 'Internal server error', code: 'INTERNAL' });
};
