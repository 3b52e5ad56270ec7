import { describe, expect, it } from 'vitest';
import { batchCompletionForecast, completionForecast, completionForecastText } from './completion-forecast.ts';

describe("a researcher's completion forecast", () => {
  it('takes ceil(remaining / pace) business days, today the first', () => {
    // Monday 1 March 2027: 100 documents at 10 a day end on the tenth business day, Friday 12 March.
    const forecast = completionForecast({ today: '2027-03-01', remaining: 100, dailyPace: 10, target: '2027-03-11' });
    expect(forecast).toEqual({ remaining: 100, done_on: '2027-03-12', days_after_target: 1 });
    // 101 documents need an eleventh day: Monday 15 March, 4 days after the target.
    const later = completionForecast({ today: '2027-03-01', remaining: 101, dailyPace: 10, target: '2027-03-11' });
    expect(later.done_on).toBe('2027-03-15');
    expect(completionForecastText(later)).toBe('at the current pace, done on 15-03-2027; 4 days after target');
  });

  it('says the spec-style sentence: 14-03-2027, 3 days after target', () => {
    expect(completionForecastText({ remaining: 40, done_on: '2027-03-14', days_after_target: 3 })).toBe(
      'at the current pace, done on 14-03-2027; 3 days after target',
    );
  });

  it('tells before, on and without a target', () => {
    const base = { today: '2027-03-01', remaining: 30, dailyPace: 10 };
    expect(completionForecastText(completionForecast({ ...base, target: '2027-03-05' }))).toBe(
      'at the current pace, done on 03-03-2027; 2 days before target',
    );
    expect(completionForecastText(completionForecast({ ...base, target: '2027-03-03' }))).toBe(
      'at the current pace, done on 03-03-2027; on target',
    );
    expect(completionForecastText(completionForecast({ ...base, target: '2027-03-02' }))).toBe(
      'at the current pace, done on 03-03-2027; 1 day after target',
    );
    expect(completionForecastText(completionForecast(base))).toBe('at the current pace, done on 03-03-2027');
  });

  it('has no date without a pace, and is done today with nothing left', () => {
    expect(completionForecast({ today: '2027-03-01', remaining: 5, dailyPace: 0 }).done_on).toBeNull();
    expect(completionForecastText(completionForecast({ today: '2027-03-01', remaining: 5, dailyPace: 0 }))).toBe(
      'no pace yet: no finish date',
    );
    expect(completionForecast({ today: '2027-03-01', remaining: 0, dailyPace: 0 }).done_on).toBe('2027-03-01');
  });
});

describe("a batch's completion forecast", () => {
  it("is done when the slowest researcher is, each at their own pace, with nobody's records dealt in turn", () => {
    const forecast = batchCompletionForecast({
      today: '2027-03-01',
      target: '2027-03-05',
      researchers: [
        { id: 1, remaining: 40, daily_average: 20 },
        { id: 2, remaining: 25, daily_average: 5 },
      ],
      unassigned: 3,
    });
    // Researcher 1: 42 at 20 a day = 3 days (Wednesday); researcher 2: 26 at 5 = 6 days (next Monday).
    expect(forecast.researchers).toEqual([
      { id: 1, remaining: 42, done_on: '2027-03-03', days_after_target: -2 },
      { id: 2, remaining: 26, done_on: '2027-03-08', days_after_target: 3 },
    ]);
    expect(forecast.batch).toEqual({ remaining: 68, done_on: '2027-03-08', days_after_target: 3 });
  });

  it('has no date while someone with work left has no pace, or nobody is assigned', () => {
    const stalled = batchCompletionForecast({
      today: '2027-03-01',
      researchers: [
        { id: 1, remaining: 10, daily_average: 10 },
        { id: 2, remaining: 10, daily_average: 0 },
      ],
      unassigned: 0,
    });
    expect(stalled.batch.done_on).toBeNull();
    const nobody = batchCompletionForecast({ today: '2027-03-01', researchers: [], unassigned: 7 });
    expect(nobody.batch).toEqual({ remaining: 7, done_on: null, days_after_target: null });
    const done = batchCompletionForecast({ today: '2027-03-01', researchers: [], unassigned: 0 });
    expect(done.batch.done_on).toBe('2027-03-01');
  });
});
