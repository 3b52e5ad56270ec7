import { Checkbox, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { toDisplayDate } from '@rt/domain';
import { FormField } from '../../../components/FormField.tsx';
import type { FieldRuleView } from '../rules/ruleRecord.ts';
import { RuleMarker } from './RuleMarker.tsx';

type Base = {
  label: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** What the template's rules say about the field: its '!' messages, disabled, allowed options. */
  rule?: FieldRuleView;
};

export const markerOf = (rule: FieldRuleView | undefined) => (rule ? <RuleMarker warnings={rule.warnings} errors={rule.errors} /> : null);

export function TextField({
  label,
  value,
  onChange,
  disabled,
  readOnly,
  multiline,
  inputRef,
  rule,
}: Base & { value: string | null; onChange: (value: string | null) => void; multiline?: boolean; inputRef?: Ref<HTMLInputElement> }) {
  const off = disabled || rule?.disabled;
  const common = { value: value ?? '', disabled: off, readOnly, size: 'sm' as const };
  return (
    <FormField label={label} disabled={off} marker={markerOf(rule)}>
      {multiline ? (
        <Textarea {...common} rows={2} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      ) : (
        <Input {...common} ref={inputRef} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      )}
    </FormField>
  );
}

export function NumberField({ label, value, onChange, disabled, readOnly, rule }: Base & { value: number | null; onChange: (value: number | null) => void }) {
  const off = disabled || rule?.disabled;
  return (
    <FormField label={label} disabled={off} marker={markerOf(rule)}>
      <Input
        size="sm"
        inputMode="decimal"
        value={value ?? ''}
        disabled={off}
        readOnly={readOnly}
        onChange={(e) => {
          const text = e.target.value.trim();
          const number = Number(text);
          if (text === '') onChange(null);
          else if (Number.isFinite(number)) onChange(number);
        }}
      />
    </FormField>
  );
}

export type Option = { id: number; value: string };

/** A restrict rule keeps only its allowed options, and the value already chosen so it still shows. */
export function SelectField({ label, value, options, onChange, disabled, rule }: Base & { value: number | null; options: readonly Option[]; onChange: (value: number | null) => void }) {
  const off = disabled || rule?.disabled;
  const allowed = rule?.allowed;
  const shown = allowed ? options.filter((o) => allowed.includes(o.id) || o.id === value) : options;
  return (
    <FormField label={label} disabled={off} marker={markerOf(rule)}>
      <NativeSelect.Root size="sm" disabled={off}>
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
          <option value="">-</option>
          {shown.map((o) => (
            <option key={o.id} value={o.id}>
              {o.value}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function CheckboxField({ label, checked, onChange, disabled, rule }: Base & { checked: boolean; onChange: (value: boolean) => void }) {
  const box = (
    <Checkbox.Root size="sm" checked={checked} disabled={disabled || rule?.disabled} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  const marker = markerOf(rule);
  return marker ? (
    <HStack gap="1">
      {box}
      {marker}
    </HStack>
  ) : (
    box
  );
}

/** Parses 'dd-MM-yyyy' into 'yyyy-MM-dd', or null when it is no calendar day. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A date shown and typed as dd-MM-yyyy (spec 5), kept as yyyy-MM-dd. */
export function DateField({ label, value, onChange, disabled, rule }: Base & { value: string | null; onChange: (value: string | null) => void }) {
  const [text, setText] = useState<string | null>(null);
  const off = disabled || rule?.disabled;
  return (
    <FormField label={label} disabled={off} helperText="dd-MM-yyyy" marker={markerOf(rule)}>
      <Input
        size="sm"
        placeholder="dd-MM-yyyy"
        value={text ?? toDisplayDate(value)}
        disabled={off}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text === null) return;
          if (text.trim() === '') onChange(null);
          else {
            const iso = parseDisplayDate(text);
            if (iso) onChange(iso);
          }
          setText(null);
        }}
      />
    </FormField>
  );
}
