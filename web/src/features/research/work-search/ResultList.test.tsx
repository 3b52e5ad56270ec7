// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { NO_RESULTS, ResultList } from './ResultList.tsx';

const WORKS = ['Alpha', 'Beta', 'Gamma'];

/** The list as the Work Search holds it: the highlight is the caller's state. */
function Works({ items = WORKS, onChoose }: { items?: string[]; onChoose: (index: number) => void }) {
  const [highlighted, setHighlighted] = useState(0);
  return (
    <ResultList
      label="Works"
      items={items}
      keyOf={(w) => w}
      render={(w) => w}
      highlighted={highlighted}
      onHighlight={setHighlighted}
      onChoose={onChoose}
    />
  );
}

const selected = () => screen.getByRole('option', { selected: true }).textContent;

describe('ResultList', () => {
  it('moves the highlight with the arrows, Home and End, without wrapping round', async () => {
    const { user } = renderWithChakra(<Works onChoose={() => undefined} />);
    const list = screen.getByRole('listbox', { name: 'Works' });
    expect(selected()).toBe('Alpha');

    list.focus();
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('Beta');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe('Gamma');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe('Beta');
    await user.keyboard('{Home}');
    expect(selected()).toBe('Alpha');
    await user.keyboard('{End}');
    expect(selected()).toBe('Gamma');
    expect(list.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { selected: true }).id);
  });

  it('chooses the highlighted result with Enter, and a result with a double click', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithChakra(<Works onChoose={onChoose} />);
    screen.getByRole('listbox').focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith(1);

    await user.click(screen.getByRole('option', { name: 'Gamma' }));
    expect(selected()).toBe('Gamma');
    expect(onChoose).toHaveBeenCalledTimes(1);
    await user.dblClick(screen.getByRole('option', { name: 'Alpha' }));
    expect(onChoose).toHaveBeenLastCalledWith(0);
  });

  it('says so when a search found nothing', () => {
    renderWithChakra(<Works items={[]} onChoose={() => undefined} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(NO_RESULTS);
  });
});
