import { readAmountText, readWholeNumberText, toDisplayDate, type ItemOutcome } from '@rt/domain';
import type { Ref } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import type { UsageDraft, UsageFields as UsageValues } from '../rules/draft.ts';
import type { TypedSlot } from '../hooks/useTypedProblems.ts';
import { fieldRuleView } from '../rules/ruleRecord.ts';
import { keptValueOf, shownValue, type KeptEdits } from './KeptValue.tsx';
import { DateField, markerOf, NumberField, SelectField, type Option } from './fields.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import { FormSection } from './FormSection.tsx';
import { PlainBadge } from '../../../components/PlainControls.tsx';
import { SCREEN_CLASS } from './screenStyles.ts';

export const UsageFields_usage = graphql(`
  fragment UsageFields_usage on Usage {
    id
    activeFlag
    copyType
    copiedFor
    eventDate
    timesCopied
    aaaFlag
    amcosFlag
    paymentAmount
    linkCount
  }
`);

type UsageFieldsProps = {
  usage: UsageDraft;
  copyTypes: readonly Option[];
  copiedFor: readonly Option[];
  /** Payment amount is shown on the manual new record only (spec 2). */
  showPaymentAmount: boolean;
  disabled: boolean;
  onChange: <K extends keyof UsageValues>(field: K, value: UsageValues[K]) => void;
  /** What the template's rules say about this usage (ADR 012). */
  rules?: ItemOutcome;
  /** Only these fields, for an External Auditor (ADR 043); every field when absent. */
  shown?: ReadonlySet<string> | null;
  /** The form's record of typed values that are none, by field. */
  typed?: (field: keyof UsageValues) => TypedSlot;
  /** After a conflict: the researcher's own values, beside the other user's, to use again. */
  kept?: KeptEdits;
  /** The form's section: where the focus goes to the first empty field. */
  sectionRef?: Ref<HTMLFieldSetElement>;
};

/** The active usage's fields (spec 2): copy type, times copied, event date, copied for, badges. */
export function UsageFields({
  usage,
  copyTypes,
  copiedFor: allCopiedFor,
  showPaymentAmount,
  disabled,
  onChange,
  rules,
  shown,
  typed,
  kept,
  sectionRef,
}: UsageFieldsProps) {
  const rule = (field: keyof UsageValues) => fieldRuleView(rules, field);
  const visible = (field: keyof UsageValues) => !shown || shown.has(field);
  const yours = (field: keyof UsageValues, label: string, show: (value: unknown) => string = shownValue) =>
    keptValueOf(kept, field, label, (values) => show(values[field]));
  // Spec 2: the Copied For selector appears only when more than one option is allowed.
  const allowedCopiedFor = rule('copiedFor').allowed;
  const copiedFor = allowedCopiedFor ? allCopiedFor.filter((o) => allowedCopiedFor.includes(o.id)) : allCopiedFor;
  const copiedForValue = allCopiedFor.find((o) => o.id === usage.copiedFor)?.value ?? copiedFor[0]?.value;
  return (
    <FormSection
      name="Usage"
      sectionRef={sectionRef}
      tools={
        <>
          {usage.aaaFlag ? <PlainBadge palette="teal">AAA</PlainBadge> : null}
          {usage.amcosFlag ? <PlainBadge palette="cyan">AMCOS</PlainBadge> : null}
        </>
      }
    >
      <div className={SCREEN_CLASS.fieldGrid}>
        {visible('copyType') ? (
          <SelectField
            label="Copy type"
            value={usage.copyType}
            options={copyTypes}
            disabled={disabled}
            rule={rule('copyType')}
            after={yours('copyType', 'Copy type', (v) => shownValue(v, copyTypes))}
            onChange={(v) => onChange('copyType', v)}
          />
        ) : null}
        {visible('timesCopied') ? (
          <NumberField
            label="Times copied"
            value={usage.timesCopied}
            disabled={disabled}
            rule={rule('timesCopied')}
            read={readWholeNumberText}
            typed={typed?.('timesCopied')}
            after={yours('timesCopied', 'Times copied')}
            onChange={(v) => onChange('timesCopied', v)}
          />
        ) : null}
        {visible('eventDate') ? (
          <DateField
            label="Event date"
            value={usage.eventDate}
            disabled={disabled}
            rule={rule('eventDate')}
            typed={typed?.('eventDate')}
            after={yours('eventDate', 'Event date', (v) => shownValue(toDisplayDate(v as string | null)))}
            onChange={(v) => onChange('eventDate', v)}
          />
        ) : null}
        {!visible('copiedFor') ? null : copiedFor.length > 1 ? (
          <SelectField
            label="Copied for"
            value={usage.copiedFor}
            options={allCopiedFor}
            disabled={disabled}
            rule={rule('copiedFor')}
            after={yours('copiedFor', 'Copied for', (v) => shownValue(v, allCopiedFor))}
            onChange={(v) => onChange('copiedFor', v)}
          />
        ) : (
          <FieldFrame
            label="Copied for"
            marker={markerOf(rule('copiedFor'))}
            control={(wiring) => (
              <output id={wiring.id} className={SCREEN_CLASS.textSm}>
                {copiedForValue ?? '-'}
              </output>
            )}
          />
        )}
        {showPaymentAmount ? (
          <NumberField
            label="Payment amount"
            value={usage.paymentAmount}
            disabled={disabled}
            rule={rule('paymentAmount')}
            read={readAmountText}
            typed={typed?.('paymentAmount')}
            after={yours('paymentAmount', 'Payment amount')}
            onChange={(v) => onChange('paymentAmount', v)}
          />
        ) : null}
      </div>
    </FormSection>
  );
}
