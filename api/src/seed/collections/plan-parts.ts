import type { BatchPlan, CollectionPlan, StatusMix } from './collection-plan.ts';

/**
 * What the demo's and the tests' plans are built from: the collections of a licensee that both
 * survey, and batch plans by quarter or term with their status mix.
 */

export const USYD = {
  scheme: 'Universities EUS',
  template: 'University Template',
  prefix: 'USYD',
  kind: 'university',
  institutes: ['The University of Sydney'],
  sites: [
    'Fisher Library',
    'Abercrombie Building',
    'Charles Perkins Centre',
    'Camperdown Copy Centre',
    'Law Library',
    'Susan Wakil Health Building',
    'Quadrangle',
    'Sydney Conservatorium of Music',
  ],
} as const satisfies Partial<CollectionPlan>;

export const USYD_2026 = {
  ...USYD,
  title: 'University of Sydney 2026 EUS Survey',
  target: '2027-02-26',
  status: 'show',
} as const satisfies Partial<CollectionPlan>;

export const NSW_SCHOOLS = {
  scheme: 'Schools Hardcopy',
  template: 'Schools Template',
  prefix: 'NSWS',
  kind: 'school',
  sectors: ['Government', 'Government', 'Catholic', 'Independent'],
  state: 'NSW',
} as const satisfies Partial<CollectionPlan>;

export const HIDDEN_CORPORATE = {
  scheme: 'Corporate Licence',
  template: 'Government Template',
  status: 'hide',
  prefix: 'CORP',
  kind: 'government',
  institutes: ['Corporate licensees'],
} as const satisfies Partial<CollectionPlan>;

export const quarter = (
  year: number,
  q: number,
  rest: Omit<BatchPlan, 'period' | 'number' | 'code' | 'from' | 'to'>,
) => {
  const from = `${year}-${String(q * 3 - 2).padStart(2, '0')}-01`;
  const to = `${year}-${String(q * 3).padStart(2, '0')}-${q === 1 || q === 4 ? 31 : 30}`;
  return { period: 'Quarter' as const, number: String(q), code: `${year}Q${q}`, from, to, ...rest };
};
export const term = (
  year: number,
  t: number,
  from: string,
  to: string,
  rest: Omit<BatchPlan, 'period' | 'number' | 'code' | 'from' | 'to'>,
) => ({
  period: 'Term' as const,
  number: String(t),
  code: `${year}T${t}`,
  from,
  to,
  ...rest,
});
/** Status mix in the order ready, researched, on hold, imported. */
export const mix = (ready: number, researched: number, onHold: number, imported: number): StatusMix => ({
  ready_for_research: ready,
  researched,
  on_hold: onHold,
  imported,
});
export const locked = (researched: number, team: string[], locations = 3) => ({
  locked: true,
  mix: { researched },
  team,
  locations,
});
