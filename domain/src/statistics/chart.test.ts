import { describe, expect, it } from 'vitest';
import { doughnut, DOUGHNUT_CUTOUT_PERCENT, forecastLine, runningTotals, xAxisLabelStep } from './chart.ts';

describe('the x-axis label step', () => {
  it('is 5 days below 60 days, and duration / 5 (whole days) from 60', () => {
    expect(xAxisLabelStep(10)).toBe(5);
    expect(xAxisLabelStep(59)).toBe(5);
    expect(xAxisLabelStep(60)).toBe(12);
    expect(xAxisLabelStep(61)).toBe(13);
    expect(xAxisLabelStep(365)).toBe(73);
  });
});

describe('the line chart', () => {
  it('runs the totals up per date, in date order', () => {
    expect(
      runningTotals([
        { date: '2026-06-03', researched: 7 },
        { date: '2026-06-01', researched: 5 },
        { date: '2026-06-02', researched: 0 },
      ]),
    ).toEqual([
      { date: '2026-06-01', total_by_date: 5 },
      { date: '2026-06-02', total_by_date: 5 },
      { date: '2026-06-03', total_by_date: 12 },
    ]);
  });

  it('forecasts by adding the daily average on each business day up to the target', () => {
    // From Thursday 4 June at 100 documents, 12.5 a day, to Tuesday 9 June: Friday, Monday, Tuesday.
    expect(forecastLine({ from: '2026-06-04', total: 100, dailyAverage: 12.5, target: '2026-06-09' })).toEqual([
      { date: '2026-06-04', total_by_date: 100 },
      { date: '2026-06-05', total_by_date: 112.5 },
      { date: '2026-06-08', total_by_date: 125 },
      { date: '2026-06-09', total_by_date: 137.5 },
    ]);
  });

  it('stops on the day it reaches the documents there are', () => {
    const line = forecastLine({ from: '2026-06-04', total: 100, dailyAverage: 30, target: '2026-06-12', cap: 150 });
    expect(line).toEqual([
      { date: '2026-06-04', total_by_date: 100 },
      { date: '2026-06-05', total_by_date: 130 },
      { date: '2026-06-08', total_by_date: 150 },
    ]);
  });

  it('has no forecast when the target is not ahead or there is no pace yet', () => {
    expect(forecastLine({ from: '2026-06-04', total: 100, dailyAverage: 30, target: '2026-06-04' })).toEqual([]);
    expect(forecastLine({ from: '2026-06-04', total: 100, dailyAverage: 30, target: '2026-06-01' })).toEqual([]);
    expect(forecastLine({ from: '2026-06-04', total: 100, dailyAverage: 0, target: '2026-06-12' })).toEqual([]);
  });
});

describe('the doughnut', () => {
  it('draws Researched, Unprocessed and Other, with the researched share to one decimal and n out of m', () => {
    expect(doughnut({ Researched: 321, Unprocessed: 150, Other: 29, total_documents: 500 })).toEqual({
      slices: [
        { label: 'Researched', value: 321 },
        { label: 'Unprocessed', value: 150 },
        { label: 'Other', value: 29 },
      ],
      researched_percent: 64.2,
      caption: '321 out of 500 documents',
    });
    expect(DOUGHNUT_CUTOUT_PERCENT).toBe(90);
  });

  it('shows 0 % of an empty batch', () => {
    expect(doughnut({ Researched: 0, Unprocessed: 0, Other: 0, total_documents: 0 }).researched_percent).toBe(0);
  });
});
