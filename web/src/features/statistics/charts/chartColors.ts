import type { DoughnutCategory } from '@rt/domain';

/**
 * The statistics charts' colours, shared by the charts (their own chunk) and the legends beside them
 * (the screen's chunk). Each series is also told apart by its legend's words and, on the line chart,
 * by its dash, never by colour alone.
 */
export const CHART_COLORS = {
  researched: '#2f855a',
  unprocessed: '#a1a1aa',
  other: '#dd6b20',
  forecast: '#2b6cb0',
  target: '#52525b',
  unidentifiable: '#c05621',
  workRequest: '#6b46c1',
} as const;

export const DOUGHNUT_COLORS: Record<DoughnutCategory, string> = {
  Researched: CHART_COLORS.researched,
  Unprocessed: CHART_COLORS.unprocessed,
  Other: CHART_COLORS.other,
};
