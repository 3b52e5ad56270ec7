import { createLogger, eventLogger } from './observability/logger.ts';

/** The API's pino logger: JSON lines on standard output, at LOG_LEVEL (docs/decisions/065). */
export const logger = createLogger('api');

/** One JSON line per event, with when it happened; inside a request, with the request's id too. */
export const logEvent = eventLogger(logger);
