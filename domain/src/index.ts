export * from './roles.ts';
export * from './access.ts';
export * from './status.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './permissions.ts';
export * from './demo-accounts.ts';
export * from './research/index.ts';
