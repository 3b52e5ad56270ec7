// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { FormSection } from './FormSection.tsx';
import { ScreenBadge, ScreenButton } from './screenParts.tsx';
import { screenStyles } from './screenStyles.ts';

/** The rule of one class in the stylesheet. */
const ruleOf = (styles: string, className: string) => {
  const start = styles.indexOf(`.${className}{`);
  return start < 0 ? '' : styles.slice(start, styles.indexOf('.rt-', start + 1));
};

describe("the research screen's frame", () => {
  it('has buttons that act as buttons, named by their label', () => {
    const onClick = vi.fn();
    renderWithChakra(
      <ScreenButton look="sm-solid" palette="green" onClick={onClick}>
        Complete &amp; Next
      </ScreenButton>,
    );
    const button = screen.getByRole('button', { name: 'Complete & Next' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a busy button disabled, its spinner over the label it is still named by', () => {
    const onClick = vi.fn();
    renderWithChakra(
      <ScreenButton look="sm-solid" loading onClick={onClick}>
        Save
      </ScreenButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names a biblio or usage section by its legend, as a group', () => {
    renderWithChakra(
      <FormSection name="Usage" tools={<ScreenBadge palette="teal">AAA</ScreenBadge>}>
        <input aria-label="Times copied" />
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Usage' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')?.textContent).toBe('Usage');
    expect(screen.getByText('AAA').className).toBe('rt-badge rt-palette--teal');
  });

  it("is styled by Chakra's recipes in their cascade layer, its own styles and palettes outside it", () => {
    const { styles } = screenStyles();
    // The small solid button is Chakra's button recipe, 36 px high, in the recipes' layer.
    expect(ruleOf(styles, 'rt-button--sm-solid')).toMatch(
      /^\.rt-button--sm-solid\{@layer recipes\{.*height:var\(--chakra-sizes-9\)/,
    );
    // A palette sets Chakra's palette variables, outside any layer, so it wins over the recipe's default.
    const green = ruleOf(styles, 'rt-palette--green');
    expect(green).toMatch(/^\.rt-palette--green\{--chakra-colors-color-palette-50:/);
    expect(green).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-green-solid);');
    // The active card is outlined in blue.
    expect(ruleOf(styles, 'rt-card')).toContain('&[data-active]{border-color:var(--chakra-colors-blue-500)');
  });
});
