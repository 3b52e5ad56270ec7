// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { readWholeNumberText } from '@rt/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { IsnField } from '../forms/IsnField.tsx';
import { DateField, NumberField, SelectField, TextField } from './fields.tsx';
import { fieldStyles } from './fieldStyles.ts';

describe('research fields', () => {
  it('name their control by the label, the rule marker beside the label, not in it', () => {
    renderWithChakra(
      <TextField
        label="Pages"
        value="12-15"
        onChange={() => {}}
        rule={{ warnings: ['Pages are usually given'], errors: [], disabled: false, disabledBy: [], allowed: null }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Pages' })).toHaveProperty('value', '12-15');
    expect(screen.getByRole('button', { name: 'Warning: Pages are usually given' })).toBeTruthy();
  });

  it('say which rule disables a field, on its marker', () => {
    renderWithChakra(
      <SelectField
        label="Edition"
        value={null}
        options={[{ id: 1, value: '1st' }]}
        onChange={() => {}}
        rule={{ warnings: [], errors: [], disabled: true, disabledBy: ['Serials have no edition'], allowed: null }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Edition' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: "Disabled by the rule 'Serials have no edition'." })).toBeTruthy();
  });

  it('describe a number that does not read by its message once the field is left, and mark it invalid', () => {
    const onChange = vi.fn();
    renderWithChakra(<NumberField label="Times copied" value={null} read={readWholeNumberText} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Times copied' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-errormessage')!);
    expect(message?.textContent).toMatch(/whole number/i);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describe a date by its format until it has an error', () => {
    renderWithChakra(<DateField label="Event date" value="2026-03-01" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Event date' });
    expect(input).toHaveProperty('value', '01-03-2026');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('dd-MM-yyyy');
  });

  it('disable a select and its label together, and keep a chosen option a restrict rule leaves out', () => {
    renderWithChakra(
      <SelectField
        label="Copy type"
        value={3}
        options={[
          { id: 1, value: 'Photocopy' },
          { id: 2, value: 'Scan' },
          { id: 3, value: 'Print' },
        ]}
        disabled
        rule={{ warnings: [], errors: [], disabled: false, disabledBy: [], allowed: [2] }}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Copy type' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['-', 'Scan', 'Print']);
    expect(screen.getByText('Copy type').hasAttribute('data-disabled')).toBe(true);
  });

  it('describe an ISBN with a wrong check digit by its warning', () => {
    renderWithChakra(<IsnField value="9780306406158" disabled={false} readOnly={false} onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'ISN' });
    expect(input.hasAttribute('data-warning')).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toMatch(/check digit/);
  });

  it("are styled by Chakra's recipes in their cascade layer, with the form's density over them", () => {
    const { styles } = fieldStyles();
    const input = styles.slice(styles.indexOf('.rt-field__input{'), styles.indexOf('.rt-field__textarea{'));
    const [recipe, own] = input.split('}}--input-height');
    // The recipe's small input is 36 px high, in the recipes' layer; the dense form's, 32, outside it.
    expect(recipe).toMatch(/^\.rt-field__input\{@layer recipes\{.*--input-height:var\(--chakra-sizes-9\)/);
    expect(own).toMatch(/^:var\(--chakra-sizes-8\);/);
    expect(styles).toContain('.rt-field__select{@layer recipes{');
  });
});
