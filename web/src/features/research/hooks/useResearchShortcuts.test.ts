import { describe, expect, it } from 'vitest';
import { shortcutOf } from './useResearchShortcuts.ts';

const key = (k: string, mods: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => ({
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
