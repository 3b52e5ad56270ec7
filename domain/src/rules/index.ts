export * from './parse-value.ts';
export * from './fields.ts';
export * from './conditions.ts';
export * from './evaluate.ts';
export * from './messages.ts';
