// Imported first by bench/run.ts, before the services' loggers read LOG_LEVEL.
process.env.LOG_LEVEL ??= 'warn';
