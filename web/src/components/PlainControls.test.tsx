// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../testing/renderWithChakra.tsx';
import { controlStyles } from './controlStyles.ts';
import { PlainBadge, PlainButton } from './PlainControls.tsx';

/** The rule of one class in the stylesheet. */
const ruleOf = (styles: string, className: string) => {
  const start = styles.indexOf(`.${className}{`);
  return start < 0 ? '' : styles.slice(start, styles.indexOf('.rt-', start + 1));
};

describe('plain controls', () => {
  it('has buttons that act as buttons, named by their label', () => {
    const onClick = vi.fn();
    renderWithChakra(
      <PlainButton look="sm-solid" palette="green" onClick={onClick}>
        Complete &amp; Next
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Complete & Next' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a busy button disabled, its spinner over the label it is still named by', () => {
    const onClick = vi.fn();
    renderWithChakra(
      <PlainButton look="sm-solid" loading onClick={onClick}>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("draws a badge by Chakra's badge recipe, in a palette and variant", () => {
    renderWithChakra(
      <PlainBadge palette="orange" look="solid" title="On Hold">
        3
      </PlainBadge>,
    );
    expect(screen.getByTitle('On Hold').className).toBe('rt-badge rt-badge--solid rt-palette--orange');
  });

  it("are styled by Chakra's recipes in their cascade layer, their palettes outside it", () => {
    const { styles } = controlStyles();
    // The small solid button is Chakra's button recipe, 36 px high, in the recipes' layer.
    expect(ruleOf(styles, 'rt-button--sm-solid')).toMatch(
      /^\.rt-button--sm-solid\{@layer recipes\{.*height:var\(--chakra-sizes-9\)/,
    );
    // A palette sets Chakra's palette variables, outside any layer, so it wins over the recipe's default.
    const green = ruleOf(styles, 'rt-palette--green');
    expect(green).toMatch(/^\.rt-palette--green\{--chakra-colors-color-palette-50:/);
    expect(green).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-green-solid);');
  });
});
