// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainBadge } from '../../../components/PlainControls.tsx';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { FormSection } from './FormSection.tsx';
import { screenStyles } from './screenStyles.ts';

describe("the research screen's frame", () => {
  it('names a biblio or usage section by its legend, as a group', () => {
    renderWithChakra(
      <FormSection name="Usage" tools={<PlainBadge palette="teal">AAA</PlainBadge>}>
        <input aria-label="Times copied" />
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Usage' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')?.textContent).toBe('Usage');
    expect(screen.getByText('AAA').className).toBe('rt-badge rt-palette--teal');
  });

  it('outlines the active card in blue', () => {
    const { styles } = screenStyles();
    const card = styles.slice(styles.indexOf('.rt-card{'), styles.indexOf('.rt-card__row{'));
    expect(card).toContain('&[data-active]{border-color:var(--chakra-colors-blue-500)');
  });
});
