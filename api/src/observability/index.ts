// What the BFF shares with the API for its logs and metrics (docs/decisions/065).
export * from './logger.ts';
export * from './metrics.ts';
export * from './request-log.ts';
