import { createLogger, eventLogger } from '@rt/api/observability';

/** The BFF's pino logger: JSON lines on standard output, at LOG_LEVEL, as the API logs them (docs/decisions/065). */
export const logger = createLogger('bff');

/** One JSON line per event, with when it happened; inside a request, with the request's id too. */
export const logEvent = eventLogger(logger);
