import type { CollectionPlan } from './collection-plan.ts';
import { HIDDEN_CORPORATE, locked, mix, NSW_SCHOOLS, quarter, term, USYD_2026 } from './plan-parts.ts';
import { COORDINATOR, RILEY, ROBIN } from './research-team.ts';

/** Small and fixed for the tests: one locked batch, one without locations, both location types. */
export const TEST_COLLECTIONS: CollectionPlan[] = [
  {
    ...USYD_2026,
    batches: [
      quarter(2026, 1, { ...locked(6, [RILEY, ROBIN], 2), target: '2026-06-30' }),
      quarter(2026, 2, { mix: mix(6, 3, 3, 2), locations: 3, team: [COORDINATOR, RILEY], target: '2027-02-26' }),
    ],
  },
  {
    ...NSW_SCHOOLS,
    title: 'NSW Schools 2026 Survey',
    target: null,
    status: null,
    batches: [
      term(2026, 1, '2026-02-02', '2026-04-02', { mix: mix(5, 3, 2, 2), locations: 3, team: [COORDINATOR, RILEY] }),
      term(2026, 2, '2026-04-21', '2026-07-03', { mix: mix(4, 0, 0, 2), locations: 2, team: [ROBIN] }),
    ],
  },
  {
    ...HIDDEN_CORPORATE,
    title: 'Corporate Licence 2025 Member Audit',
    target: null,
    batches: [
      {
        period: 'Calendar Year',
        number: '2025',
        code: 'CY25',
        from: '2025-01-01',
        to: '2025-12-31',
        mix: mix(2, 0, 0, 0),
        locations: 0,
        team: [ROBIN],
      },
    ],
  },
];
