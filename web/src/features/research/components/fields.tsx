import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { toDisplayDate } from '@rt/domain';
import { FormField } from '../../../components/FormField.tsx';

type Base = { label: string; disabled?: boolean; readOnly?: boolean };

export function TextField({
  label,
  value,
  onChange,
  disabled,
  readOnly,
  multiline,
  inputRef,
}: Base & { value: string | null; onChange: (value: string | null) => void; multiline?: boolean; inputRef?: Ref<HTMLInputElement> }) {
  const common = { value: value ?? '', disabled, readOnly, size: 'sm' as const };
  return (
    <FormField label={label} disabled={disabled}>
      {multiline ? (
        <Textarea {...common} rows={2} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      ) : (
        <Input {...common} ref={inputRef} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      )}
    </FormField>
  );
}

export function NumberField({ label, value, onChange, disabled, readOnly }: Base & { value: number | null; onChange: (value: number | null) => void }) {
  return (
    <FormField label={label} disabled={disabled}>
      <Input
        size="sm"
        inputMode="decimal"
        value={value ?? ''}
        disabled={disabled}
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

export function SelectField({ label, value, options, onChange, disabled }: Base & { value: number | null; options: readonly Option[]; onChange: (value: number | null) => void }) {
  return (
    <FormField label={label} disabled={disabled}>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
          <option value="">-</option>
          {options.map((o) => (
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

export function CheckboxField({ label, checked, onChange, disabled }: Base & { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} disabled={disabled} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
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
export function DateField({ label, value, onChange, disabled }: Base & { value: string | null; onChange: (value: string | null) => void }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <FormField label={label} disabled={disabled} helperText="dd-MM-yyyy">
      <Input
        size="sm"
        placeholder="dd-MM-yyyy"
        value={text ?? toDisplayDate(value)}
        disabled={disabled}
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
