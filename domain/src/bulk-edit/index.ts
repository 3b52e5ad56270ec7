export * from './catalogue.ts';
export * from './operators.ts';
export * from './read-query.ts';
export * from './messages.ts';
export * from './read-update.ts';
export * from './csv-file-name.ts';
export * from './in-one-bulk-change.ts';
export * from './describe-query.ts';
