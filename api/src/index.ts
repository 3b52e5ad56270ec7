export { createApiApp } from './app.ts';
export { loadApiConfig, type ApiConfig } from './config.ts';
export { openDatabase } from './db/open.ts';
