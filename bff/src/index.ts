export { createBffApp } from './app.ts';
export { loadBffConfig, type BffConfig } from './config.ts';
