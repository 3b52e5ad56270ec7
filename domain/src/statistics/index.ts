export * from './calendar.ts';
export * from './figures.ts';
export * from './chart.ts';
export * from './target-date.ts';
export * from './completion-forecast.ts';
export * from './messages.ts';
