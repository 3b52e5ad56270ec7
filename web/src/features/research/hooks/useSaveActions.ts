import { useEffect, useEffectEvent } from 'react';
import type { BusyFlag } from './busyFlag.ts';
import type { SaveAction } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import type { RecordView } from '../components/recordView.ts';
import type { RecordDraft } from '../rules/draft.ts';
import { problemsAlert, problemsIn } from '../rules/typedProblems.ts';
import { isPainted } from './paintedRecord.ts';
import type { ShortcutHandlers } from './useResearchShortcuts.ts';
import type { RuleView } from './useRuleOutcome.ts';
import type { useTypedProblems } from './useTypedProblems.ts';

type SaveActionsContext = {
  record: RecordView;
  draft: RecordDraft;
  busy: BusyFlag;
  rules: RuleView;
  typed: ReturnType<typeof useTypedProblems>;
  onSubmit: (action: SaveAction, draft: RecordDraft) => void;
};

/**
 * Save, Hold and Complete & Next, by button or key: what stops one before the draft goes to the
 * caller, each with a danger alert saying why (a record this user may not change, wrong typed
 * values (ADR 044), a rule refusing Complete (ADR 012)).
 */
export function useSaveActions({ record, draft, busy, rules, typed, onSubmit }: SaveActionsContext) {
  const alerts = useAlerts();
  const submit = (action: SaveAction) => {
    if (busy.current) {
      busy.request(action);
      return;
    }
    if (record.writeRefusal) {
      alerts.danger(record.writeRefusal);
      return;
    }
    // A typed value that is none would be saved as the last good one: every such value is named at once.
    const wrong = problemsIn(typed.problems, draft);
    if (wrong.length > 0) {
      typed.revealAll();
      alerts.danger(problemsAlert(wrong));
      return;
    }
    // Save and Hold always go; Complete waits until no error-type rule fires (ADR 012).
    if (action === 'COMPLETE' && rules.completeRefusal) {
      alerts.danger(rules.completeRefusal);
      return;
    }
    onSubmit(action, draft);
  };
  /** F10, F11 and F12; F12 only once this record's form has been painted (docs/decisions/038). */
  const keys: ShortcutHandlers = {
    hold: () => submit('HOLD'),
    save: () => submit('SAVE'),
    complete: () => isPainted(record.id) && submit('COMPLETE'),
  };
  // This form shows a record just saved: it does what was asked while the save settled (BusyFlag).
  const doRequested = useEffectEvent(() => {
    const action = busy.takeRequest();
    if (action) submit(action);
  });
  useEffect(() => doRequested(), []);
  return { submit, keys };
}
