import { useState } from 'react';
import {
  problemAt,
  withProblem,
  type ItemKind,
  type TypedProblem,
  type TypedProblems,
} from '../rules/typedProblems.ts';

/** What a number or date field needs of the form: the problem with its value, a way to report one, and whether to show it while the field has the focus. */
export type TypedSlot = {
  problem: TypedProblem | null;
  report: (problem: TypedProblem | null) => void;
  reveal: boolean;
};

/**
 * The research form's typed values that are none (rules/typedProblems.ts). A field shows its
 * message once the researcher leaves it; a refused save reveals every message at once.
 */
export function useTypedProblems() {
  const [problems, setProblems] = useState<TypedProblems>({});
  const [reveal, setReveal] = useState(false);
  const slotsOf =
    (kind: ItemKind, itemKey: string) =>
    (field: string): TypedSlot => ({
      problem: problemAt(problems, kind, itemKey, field),
      reveal,
      report: (problem) => setProblems((current) => withProblem(current, kind, itemKey, field, problem)),
    });
  return { problems, slotsOf, revealAll: () => setReveal(true) };
}
