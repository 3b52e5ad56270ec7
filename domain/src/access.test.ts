import { describe, expect, it } from 'vitest';
import { areaOfPath, canAccess, homeCardsFor, showsResearchHeader } from './access.ts';

describe('the role table', () => {
  it('gives each role the routes of spec section 6', () => {
    expect(canAccess('Coordinator', 'bulk-edit')).toBe(true);
    expect(canAccess('Coordinator', 'user-access')).toBe(false);
    expect(canAccess('IT', 'user-access')).toBe(true);
    expect(canAccess('Researcher', 'statistics')).toBe(true);
    expect(canAccess('Researcher', 'assign-records')).toBe(false);
    expect(canAccess('External Auditor', 'research')).toBe(true);
    expect(canAccess('External Auditor', 'statistics')).toBe(false);
    expect(canAccess('Unassigned', 'home')).toBe(true);
    expect(canAccess('Unassigned', 'queue')).toBe(false);
  });

  it('treats both spellings of the auditor role alike and refuses an empty or unknown role', () => {
    expect(canAccess('externalAuditor', 'queue')).toBe(canAccess('External Auditor', 'queue'));
    expect(canAccess(null, 'home')).toBe(false);
    expect(canAccess('', 'home')).toBe(false);
    expect(canAccess('Janitor', 'home')).toBe(false);
  });

  it('shows each role its home cards in order', () => {
    expect(homeCardsFor('Researcher').map((c) => c.title)).toEqual(['Data Research', 'Statistics']);
    expect(homeCardsFor('externalAuditor').map((c) => c.title)).toEqual(['Data Research']);
    expect(homeCardsFor('IT').map((c) => c.path)).toEqual([
      '/queue',
      '/statistics',
      '/assign-records',
      '/research-collection',
      '/bulk-edit',
      '/user-access',
      '/manual-data-entry',
    ]);
    expect(homeCardsFor('Coordinator').map((c) => c.path)).not.toContain('/user-access');
    expect(homeCardsFor('Unassigned')).toEqual([]);
  });

  it('hides the header counters from auditors and the Unassigned role', () => {
    expect(showsResearchHeader('Researcher')).toBe(true);
    expect(showsResearchHeader('externalAuditor')).toBe(false);
    expect(showsResearchHeader('External Auditor')).toBe(false);
    expect(showsResearchHeader('Unassigned')).toBe(false);
  });

  it('maps paths to screens, and unknown paths to none', () => {
    expect(areaOfPath('/')).toBe('home');
    expect(areaOfPath('/research/new-record')).toBe('research');
    expect(areaOfPath('/research-collection/3/batch/4/location/edit/5')).toBe('research-collection');
    expect(areaOfPath('/nope')).toBeNull();
  });
});
