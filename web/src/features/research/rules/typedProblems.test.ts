import { describe, expect, it } from 'vitest';
import { newRecordDraft, newUsage } from './draft.ts';
import { problemAt, problemsAlert, problemsIn, withProblem, type TypedProblems } from './typedProblems.ts';

const draft = (() => {
  const d = newRecordDraft('2026-03-01');
  return { ...d, usages: [...d.usages, newUsage('new-u2', d.usages, '2026-03-01')] };
})();

describe('typed values that are none', () => {
  it('lists every problem at once, in the order of the form, naming the item', () => {
    let problems: TypedProblems = {};
    problems = withProblem(problems, 'usage', 'new-u2', 'eventDate', {
      text: '31-02-2026',
      message: 'Event date 31-02-2026 is not a real date.',
    });
    problems = withProblem(problems, 'usage', 'new-u1', 'timesCopied', {
      text: '2.5',
      message: 'Times copied must be a whole number.',
    });
    problems = withProblem(problems, 'biblio', 'new-b1', 'unitsCopied', {
      text: 'x',
      message: 'Units copied must be a whole number.',
    });
    expect(problemsIn(problems, draft)).toEqual([
      { where: 'Biblio 1', message: 'Units copied must be a whole number.' },
      { where: 'Usage 1', message: 'Times copied must be a whole number.' },
      { where: 'Usage 2', message: 'Event date 31-02-2026 is not a real date.' },
    ]);
    expect(problemsAlert(problemsIn(problems, draft))).toBe(
      'Please correct these 3 values before saving: Biblio 1: Units copied must be a whole number. ' +
        'Usage 1: Times copied must be a whole number. Usage 2: Event date 31-02-2026 is not a real date.',
    );
  });

  it('keeps the text as typed, forgets a corrected value, and drops the problems of a deleted item', () => {
    const problem = { text: '2.5', message: 'Times copied must be a whole number.' };
    const problems = withProblem({}, 'usage', 'new-u2', 'timesCopied', problem);
    expect(problemAt(problems, 'usage', 'new-u2', 'timesCopied')).toMatchObject(problem);
    expect(problemAt(problems, 'usage', 'new-u1', 'timesCopied')).toBeNull();
    expect(withProblem(problems, 'usage', 'new-u2', 'timesCopied', null)).toEqual({});
    const withoutU2 = { ...draft, usages: draft.usages.slice(0, 1) };
    expect(problemsIn(problems, withoutU2)).toEqual([]);
    expect(problemsAlert(problemsIn(problems, draft))).toBe(
      'Please correct this value before saving: Usage 2: Times copied must be a whole number.',
    );
  });
});
