// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useResearchShortcuts } from './useResearchShortcuts.ts';

afterEach(cleanup);

/** A research form's keys, for the record at `version`. */
function Form({ version, completed }: { version: number; completed: number[] }) {
  useResearchShortcuts({ complete: () => completed.push(version) });
  return null;
}

/**
 * Presses F12 inside the commit that puts the new form on screen, as a browser delivers a key
 * pressed during a long commit: after the commit, before React's passive effects run.
 */
function PressF12InCommit() {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F12' }));
  }, []);
  return null;
}

it("a key pressed as the form is replaced by the saved record's goes to the new form, never the old", () => {
  const completed: number[] = [];
  const view = render(<Form key={3} version={3} completed={completed} />);
  view.rerender(
    <>
      <Form key={4} version={4} completed={completed} />
      <PressF12InCommit />
    </>,
  );
  // The old form's keys would complete the record on the version the save replaced: a conflict with oneself.
  expect(completed).toEqual([4]);
});
