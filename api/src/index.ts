export { createApiApp } from './app.ts';
export { authOptions, loadApiConfig, type ApiConfig, type AuthOptions } from './config.ts';
export { openDatabase } from './db/open.ts';
export { SESSION_COOKIE } from './modules/auth/sessions.ts';
