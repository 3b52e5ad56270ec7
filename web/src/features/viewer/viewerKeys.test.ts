import { describe, expect, it } from 'vitest';
import { VIEWER_KEYS, viewerActionOf } from './viewerKeys.ts';

const key = (k: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) =>
  viewerActionOf({ key: k, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...mods });

describe('viewer keys', () => {
  it('moves between pages with the arrows and toggles the view with F4', () => {
    expect([key('ArrowDown'), key('ArrowUp'), key('Home'), key('End'), key('F4')]).toEqual([
      'nextPage',
      'previousPage',
      'firstPage',
      'lastPage',
      'toggleView',
    ]);
  });

  it('has a key for each tagging action and leaves Ctrl and Alt combinations to the browser', () => {
    expect([key('t'), key('n'), key('g'), key(']'), key('['), key('?')]).toEqual([
      'tagPage',
      'newBiblioTag',
      'groupTag',
      'nextBiblio',
      'previousBiblio',
      'help',
    ]);
    expect(key('t', { ctrlKey: true })).toBeNull();
    expect(key('ArrowDown', { altKey: true })).toBeNull();
  });

  it('lists every key it knows in the help', () => {
    expect(VIEWER_KEYS.length).toBeGreaterThanOrEqual(15);
    expect(VIEWER_KEYS.map((k) => k.does)).toContain('Switch between PDF view and Document view');
  });
});
