export * from './messages.ts';
export * from './event-date.ts';
export * from './defaults.ts';
export * from './link-rules.ts';
export * from './biblio-rules.ts';
