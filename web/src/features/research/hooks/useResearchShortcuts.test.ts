import { describe, expect, it } from 'vitest';
import { RESEARCH_KEYS, shortcutOf } from './useResearchShortcuts.ts';

const key = (k: string, mods: { shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; code?: string } = {}) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('shortcutOf (spec 2)', () => {
  it.each([
    [key('F4'), 'unlinkWork'],
    [key('F8'), 'workSearch'],
    [key('F10'), 'hold'],
    [key('F11'), 'save'],
    [key('F12'), 'complete'],
    [key('F2'), 'cloneBiblio'],
    [key('Insert', { shiftKey: true }), 'addBiblio'],
    [key('Insert', { ctrlKey: true }), 'addUsage'],
    [key('Delete', { shiftKey: true }), 'deleteBiblio'],
    [key('Delete', { ctrlKey: true }), 'deleteUsage'],
    [key('Delete'), null],
    [key('a'), null],
  ] as const)('%o is %s', (event, shortcut) => {
    expect(shortcutOf(event)).toBe(shortcut);
  });
});

describe('shortcutOf: the jumps and help (docs/decisions/038)', () => {
  it.each([
    [key('F8', { shiftKey: true }), 'workSearchByIsn'],
    [key('F8', { ctrlKey: true }), null],
    [key('b', { altKey: true, code: 'KeyB' }), 'toBiblioForm'],
    // Another layout's letter on the same key, or Alt+Shift: the physical key decides.
    [key('∫', { altKey: true, code: 'KeyB' }), 'toBiblioForm'],
    [key('u', { altKey: true, code: 'KeyU' }), 'toUsageForm'],
    [key('B', { altKey: true, shiftKey: true, code: 'KeyB' }), null],
    [key('ArrowDown', { altKey: true }), 'nextBiblio'],
    [key('ArrowUp', { altKey: true }), 'previousBiblio'],
    [key('ArrowDown', { altKey: true, shiftKey: true }), 'nextUsage'],
    [key('ArrowUp', { altKey: true, shiftKey: true }), 'previousUsage'],
    [key('ArrowDown', { altKey: true, ctrlKey: true }), null],
    [key('ArrowDown'), null],
    [key('F12', { altKey: true }), null],
    [key('?', { shiftKey: true }), 'help'],
  ] as const)('%o is %s', (event, shortcut) => {
    expect(shortcutOf(event)).toBe(shortcut);
  });

  it("'?' in a text field is a character, not the help", () => {
    expect(shortcutOf(key('?', { shiftKey: true }), true)).toBeNull();
  });

  it('lists every shortcut key once in the help', () => {
    const listed = RESEARCH_KEYS.map((k) => k.keys);
    expect(new Set(listed).size).toBe(listed.length);
    for (const shown of ['F8', 'Shift+F8', 'Ctrl+Insert', 'Shift+Delete', 'Alt+B / Alt+U', '?'])
      expect(listed).toContain(shown);
  });
});
