import { ISBN_CHECK_DIGIT_WARNING, isbnCheckDigitValid, isnOnBlur } from '@rt/domain';
import { useState, type ReactNode } from 'react';
import { FieldFrame } from '../components/FieldFrame.tsx';
import { markerOf } from '../components/fields.tsx';
import { FIELD_CLASS } from '../components/fieldStyles.ts';
import type { FieldRuleView } from '../rules/ruleRecord.ts';

type IsnFieldProps = {
  value: string | null;
  disabled: boolean;
  readOnly: boolean;
  onChange: (value: string | null) => void;
  /** What the template's rules say about the ISN (ADR 012). */
  rule?: FieldRuleView;
  /** Shown under the field: the researcher's own value kept after a conflict. */
  after?: ReactNode;
};

/**
 * The ISN field (spec 5): leaving it turns a 10-character ISBN into its ISBN-13, and an ISBN with
 * a wrong check digit gets a warning beside the field (judged as typed, before the conversion
 * gives it a right one). Give it a `key` per biblio so a warning does not follow to another.
 */
export function IsnField({ value, disabled, readOnly, onChange, rule, after }: IsnFieldProps) {
  const off = disabled || rule?.disabled;
  const [typedWarning, setTypedWarning] = useState<string | null>(null);
  const warning = typedWarning ?? (isbnCheckDigitValid(value) === false ? ISBN_CHECK_DIGIT_WARNING : null);
  return (
    <FieldFrame
      label="ISN"
      disabled={off}
      marker={markerOf(rule)}
      helper={warning ? <span data-testid="isn-warning">⚠ {warning}</span> : null}
      helperWarns
      after={after}
      control={(wiring) => (
        <input
          {...wiring}
          className={FIELD_CLASS.input}
          value={value ?? ''}
          disabled={off}
          readOnly={readOnly}
          data-warning={warning ? '' : undefined}
          onChange={(e) => {
            setTypedWarning(null);
            onChange(e.target.value === '' ? null : e.target.value);
          }}
          onBlur={() => {
            if (readOnly || off) return;
            const left = isnOnBlur(value);
            setTypedWarning(left.warning);
            if (left.value !== value) onChange(left.value);
          }}
        />
      )}
    />
  );
}
