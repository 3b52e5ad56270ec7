import { describe, expect, it } from 'vitest';
import {
  dailyAverage,
  dailyDocumentTarget,
  individualSummary,
  percentOf,
  PROCESSED_COUNT_THRESHOLD,
  processedCountTone,
  toOneDecimal,
} from './figures.ts';

describe('Daily Document Target', () => {
  // Monday 2026-06-01, target Friday 2026-06-12: 9 business days after today, + 1 for today = 10.
  it('is what remains over the business days to the target plus today, rounded', () => {
    expect(dailyDocumentTarget({ total: 500, researched: 300, today: '2026-06-01', target: '2026-06-12' })).toBe(20);
    expect(dailyDocumentTarget({ total: 500, researched: 296, today: '2026-06-01', target: '2026-06-12' })).toBe(20); // 20.4
    expect(dailyDocumentTarget({ total: 500, researched: 295, today: '2026-06-01', target: '2026-06-12' })).toBe(21); // 20.5
  });

  it('leaves the weekend out', () => {
    // Friday to the next Monday: 1 business day + today.
    expect(dailyDocumentTarget({ total: 10, researched: 0, today: '2026-06-05', target: '2026-06-08' })).toBe(5);
  });

  it('on the target date itself asks for everything that remains', () => {
    expect(dailyDocumentTarget({ total: 500, researched: 380, today: '2026-06-12', target: '2026-06-12' })).toBe(120);
  });

  it('past the target also asks for everything that remains, never dividing by zero or less', () => {
    expect(dailyDocumentTarget({ total: 500, researched: 380, today: '2026-06-15', target: '2026-06-12' })).toBe(120);
    expect(dailyDocumentTarget({ total: 500, researched: 380, today: '2027-01-04', target: '2026-06-12' })).toBe(120);
  });

  it('is 0 when nothing remains, even when more than the total was counted', () => {
    expect(dailyDocumentTarget({ total: 500, researched: 500, today: '2026-06-01', target: '2026-06-12' })).toBe(0);
    expect(dailyDocumentTarget({ total: 500, researched: 510, today: '2026-06-01', target: '2026-06-12' })).toBe(0);
  });
});

describe('percentages and averages', () => {
  it('gives percentages to one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(120, 480)).toBe(25);
    expect(percentOf(5, 0)).toBe(0);
    expect(toOneDecimal(12.35)).toBe(12.4);
  });

  it('averages documents per day worked, to one decimal', () => {
    expect(dailyAverage([10, 0, 12, 15])).toBe(12.3);
    expect(dailyAverage([])).toBe(0);
    expect(dailyAverage([0, 0])).toBe(0);
  });
});

describe('the processed-count threshold', () => {
  it('is green above 109 and in the warning colour at 109 or less', () => {
    expect(PROCESSED_COUNT_THRESHOLD).toBe(109);
    expect(processedCountTone(110)).toBe('success');
    expect(processedCountTone(109)).toBe('warning');
    expect(processedCountTone(0)).toBe('warning');
  });
});

describe("the individual metrics' Last 6 Months", () => {
  it('adds up the days: average per day worked, shares of researched documents, the best day, the total', () => {
    const summary = individualSummary([
      { date: '2026-06-01', researched: 100, unidentifiable: 4, work_request: 2 },
      { date: '2026-06-02', researched: 120, unidentifiable: 6, work_request: 1 },
      { date: '2026-06-03', researched: 0, unidentifiable: 0, work_request: 0 },
      { date: '2026-06-04', researched: 120, unidentifiable: 2, work_request: 0 },
    ]);
    expect(summary).toEqual({
      daily_average: 113.3,
      unidentifiable_percent: 3.5, // 12 of 340
      work_request_percent: 0.9, // 3 of 340
      best_day: { date: '2026-06-04', researched: 120 },
      total_documents: 340,
    });
  });

  it('is all zeros with no best day before the first record', () => {
    expect(individualSummary([])).toEqual({
      daily_average: 0,
      unidentifiable_percent: 0,
      work_request_percent: 0,
      best_day: null,
      total_documents: 0,
    });
  });
});
