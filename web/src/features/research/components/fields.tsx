import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { readDisplayDateText, toDisplayDate, type TypedValue } from '@rt/domain';
import type { TypedSlot } from '../hooks/useTypedProblems.ts';
import type { FieldRuleView } from '../rules/ruleRecord.ts';
import type { TypedProblem } from '../rules/typedProblems.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { FIELD_CLASS } from './fieldStyles.ts';
import { RuleMarker } from './RuleMarker.tsx';

type Base = {
  label: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** What the template's rules say about the field: its '!' messages, disabled, allowed options. */
  rule?: FieldRuleView;
  /** Shown under the control: the researcher's own value kept after a conflict. */
  after?: ReactNode;
};

/** The field's '!' marker, or null (no wrapper beside the label) when its rules have nothing to say. */
export const markerOf = (rule: FieldRuleView | undefined) =>
  rule && (rule.warnings.length > 0 || rule.errors.length > 0 || rule.disabledBy.length > 0) ? (
    <RuleMarker warnings={rule.warnings} errors={rule.errors} disabledBy={rule.disabledBy} />
  ) : null;

export function TextField({
  label,
  value,
  onChange,
  disabled,
  readOnly,
  multiline,
  inputRef,
  rule,
  after,
}: Base & {
  value: string | null;
  onChange: (value: string | null) => void;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const off = disabled || rule?.disabled;
  const common = { value: value ?? '', disabled: off, readOnly };
  return (
    <FieldFrame
      label={label}
      disabled={off}
      marker={markerOf(rule)}
      after={after}
      control={(wiring) =>
        multiline ? (
          <textarea
            {...wiring}
            {...common}
            className={FIELD_CLASS.textarea}
            rows={2}
            onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          />
        ) : (
          <input
            {...wiring}
            {...common}
            className={FIELD_CLASS.input}
            ref={inputRef}
            onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          />
        )
      }
    />
  );
}

type TypedProps<T> = {
  /** Reads the text typed: its value, or why it is none (domain's readers). */
  read: (text: string, label: string) => TypedValue<T>;
  /** The form's record of a typed value that is none; without it the field keeps its own. */
  typed?: TypedSlot;
};

/**
 * The text of a number or date field and its message: a value that reads is handed on at once (a
 * save key pressed in the field takes it), one that does not stays as typed with its message, shown
 * once the researcher leaves the field or a save is refused.
 */
function useTypedText<T>(
  label: string,
  value: T | null,
  { read, typed }: TypedProps<T>,
  onChange: (value: T | null) => void,
) {
  const [own, setOwn] = useState<TypedProblem | null>(null);
  const [focused, setFocused] = useState(false);
  const problem = typed ? typed.problem : own;
  const report = typed ? typed.report : setOwn;
  // A value set from elsewhere (a linked work's year, a kept edit used again) replaces the text typed.
  const shownValue = useRef(value);
  useEffect(() => {
    if (Object.is(shownValue.current, value)) return;
    shownValue.current = value;
    if (problem) report(null);
  }, [value, problem, report]);
  return {
    problem,
    error: problem && (!focused || typed?.reveal) ? problem.message : undefined,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    onText: (text: string) => {
      const result = read(text, label);
      if (result.ok) {
        if (problem) report(null);
        onChange(result.value);
      } else report({ text, message: result.message });
    },
  };
}

/** A field whose text is read into a value (a number, a date), with the reader's message when it does not read. */
function TypedTextField<T>({
  label,
  value,
  onChange,
  disabled,
  readOnly,
  rule,
  after,
  read,
  typed,
  show,
  helper,
  input,
}: Base &
  TypedProps<T> & {
    value: T | null;
    onChange: (value: T | null) => void;
    /** The value as the field shows it. */
    show: (value: T | null) => string;
    helper?: string;
    /** The input's own attributes (its keyboard, its placeholder). */
    input: InputHTMLAttributes<HTMLInputElement>;
  }) {
  const off = disabled || rule?.disabled;
  const { problem, error, onFocus, onBlur, onText } = useTypedText(label, value, { read, typed }, onChange);
  return (
    <FieldFrame
      label={label}
      disabled={off}
      helper={helper}
      marker={markerOf(rule)}
      error={error}
      after={after}
      control={(wiring) => (
        <input
          {...wiring}
          {...input}
          className={FIELD_CLASS.input}
          value={problem?.text ?? show(value)}
          disabled={off}
          readOnly={readOnly}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={(e) => onText(e.target.value)}
        />
      )}
    />
  );
}

const NUMBER_INPUT = { inputMode: 'decimal' } as const;
const showNumber = (value: number | null) => (value === null ? '' : String(value));

export function NumberField(
  props: Base & TypedProps<number> & { value: number | null; onChange: (value: number | null) => void },
) {
  return <TypedTextField {...props} show={showNumber} input={NUMBER_INPUT} />;
}

export type Option = { id: number; value: string };

/** Chakra's native select's chevron (Lucide's 'chevron-down'). */
const CHEVRON_DOWN = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/** A restrict rule keeps only its allowed options, and the value already chosen so it still shows. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  rule,
  after,
}: Base & { value: number | null; options: readonly Option[]; onChange: (value: number | null) => void }) {
  const off = disabled || rule?.disabled;
  const allowed = rule?.allowed;
  const shown = allowed ? options.filter((o) => allowed.includes(o.id) || o.id === value) : options;
  return (
    <FieldFrame
      label={label}
      disabled={off}
      marker={markerOf(rule)}
      after={after}
      control={(wiring) => (
        <div className={FIELD_CLASS.selectRoot}>
          <select
            {...wiring}
            className={FIELD_CLASS.select}
            value={value ?? ''}
            disabled={off}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">-</option>
            {shown.map((o) => (
              <option key={o.id} value={o.id}>
                {o.value}
              </option>
            ))}
          </select>
          <div className={FIELD_CLASS.selectIndicator} data-disabled={off ? '' : undefined}>
            {CHEVRON_DOWN}
          </div>
        </div>
      )}
    />
  );
}

/** Chakra's checkbox tick (Lucide's 'check'). */
const TICK = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="3px"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <polyline points="20 6 9 17 4 12" />
  </svg>
);

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  rule,
  after,
}: Base & { checked: boolean; onChange: (value: boolean) => void }) {
  const off = disabled || rule?.disabled;
  const state = { 'data-state': checked ? 'checked' : 'unchecked', 'data-disabled': off ? '' : undefined };
  const box = (
    <label className={FIELD_CLASS.checkRoot} {...state}>
      <input
        type="checkbox"
        className={FIELD_CLASS.checkInput}
        checked={checked}
        disabled={off}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={FIELD_CLASS.checkControl} aria-hidden {...state}>
        {checked ? TICK : null}
      </span>
      <span className={FIELD_CLASS.checkLabel} {...state}>
        {label}
      </span>
    </label>
  );
  const marker = markerOf(rule);
  const field = marker ? (
    <div className={FIELD_CLASS.labelRow}>
      {box}
      {marker}
    </div>
  ) : (
    box
  );
  return after ? (
    <div className={FIELD_CLASS.root}>
      {field}
      {after}
    </div>
  ) : (
    field
  );
}

const DATE_INPUT = { placeholder: 'dd-MM-yyyy' } as const;

/** A date shown and typed as dd-MM-yyyy (spec 5), kept as yyyy-MM-dd. */
export function DateField(
  props: Base & { value: string | null; onChange: (value: string | null) => void; typed?: TypedSlot },
) {
  return (
    <TypedTextField {...props} read={readDisplayDateText} show={toDisplayDate} helper="dd-MM-yyyy" input={DATE_INPUT} />
  );
}
