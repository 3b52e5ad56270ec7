import { AGENCIES } from '../catalogue/word-lists.ts';
import type { CollectionPlan } from './collection-plan.ts';
import { HIDDEN_CORPORATE, locked, mix, NSW_SCHOOLS, quarter, term, USYD, USYD_2026 } from './plan-parts.ts';
import { AROHA, COORDINATOR, JACK, LIAM, MEI, PRIYA, RILEY, ROBIN, TOM } from './research-team.ts';

/**
 * The demo's collections: a season of a licensing agency's research, from locked batches of last
 * year to batches still being researched, across universities, schools and government.
 */
export const DEMO_COLLECTIONS: CollectionPlan[] = [
  {
    ...USYD,
    title: 'University of Sydney 2025 EUS Survey',
    target: '2026-02-27',
    status: 'show',
    batches: [
      quarter(2025, 2, { ...locked(20, [RILEY, PRIYA]), target: '2025-09-30' }),
      quarter(2025, 3, { ...locked(20, [ROBIN, LIAM]), target: '2025-12-19' }),
      quarter(2025, 4, { ...locked(20, [MEI, JACK]), target: '2026-02-27' }),
    ],
  },
  {
    ...USYD_2026,
    batches: [
      quarter(2026, 1, { ...locked(30, [RILEY, ROBIN], 4), target: '2026-06-30' }),
      quarter(2026, 2, {
        mix: mix(30, 20, 8, 2),
        locations: 5,
        team: [COORDINATOR, RILEY, PRIYA],
        target: '2026-12-18',
        progress: 0.9,
      }),
      quarter(2026, 3, {
        mix: mix(40, 12, 10, 8),
        locations: 4,
        team: [RILEY, ROBIN, MEI],
        target: '2027-02-26',
        progress: 0.7,
      }),
    ],
  },
  {
    title: 'Monash University 2026 Hardcopy Survey',
    scheme: 'Universities Hardcopy',
    template: 'University Template',
    target: '2027-03-31',
    status: 'show',
    prefix: 'MON',
    kind: 'university',
    institutes: ['Monash University'],
    sites: [
      'Sir Louis Matheson Library',
      'Caulfield Library',
      'Peninsula Campus',
      'Parkville Pharmacy Library',
      'Hargrave-Andrew Library',
    ],
    batches: [
      {
        period: 'Part',
        number: '1',
        code: '2026P1',
        from: '2026-02-23',
        to: '2026-06-26',
        mix: mix(28, 14, 6, 2),
        locations: 3,
        team: [ROBIN, LIAM],
        progress: 0.95,
      },
      {
        period: 'Part',
        number: '2',
        code: '2026P2',
        from: '2026-07-27',
        to: '2026-10-30',
        mix: mix(25, 8, 5, 7),
        locations: 3,
        team: [JACK, AROHA],
        target: '2027-03-31',
        progress: 0.6,
      },
    ],
  },
  {
    ...NSW_SCHOOLS,
    title: 'NSW Schools 2026 Survey',
    target: '2027-01-29',
    status: 'show',
    batches: [
      term(2026, 1, '2026-02-02', '2026-04-02', locked(25, [TOM, PRIYA], 4)),
      term(2026, 2, '2026-04-21', '2026-07-03', {
        mix: mix(30, 15, 7, 3),
        locations: 5,
        team: [COORDINATOR, ROBIN, TOM],
        progress: 0.9,
      }),
      term(2026, 3, '2026-07-21', '2026-09-25', {
        mix: mix(35, 8, 8, 9),
        locations: 4,
        team: [RILEY, AROHA],
        target: '2027-01-29',
        progress: 0.75,
      }),
    ],
  },
  {
    title: 'Victorian Catholic Schools 2026 Survey',
    scheme: 'Schools Hardcopy',
    template: 'Schools Template',
    target: null,
    status: null,
    prefix: 'VICCS',
    kind: 'school',
    sectors: ['Catholic'],
    state: 'VIC',
    batches: [
      term(2026, 2, '2026-04-20', '2026-06-26', {
        mix: mix(22, 10, 5, 3),
        locations: 3,
        team: [MEI, LIAM],
        progress: 0.9,
      }),
      term(2026, 3, '2026-07-13', '2026-09-18', { mix: mix(18, 5, 4, 8), locations: 3, team: [JACK], progress: 0.7 }),
    ],
  },
  {
    title: 'Australian Government Agencies 2025-26 Copying Survey',
    scheme: 'Government Copying',
    template: 'Government Template',
    target: '2027-06-30',
    status: 'show',
    prefix: 'GOV',
    kind: 'government',
    institutes: AGENCIES.slice(0, 6),
    sites: [
      'Canberra - Sirius Building',
      'Canberra - 50 Marcus Clarke St',
      'Sydney - Haymarket',
      'Melbourne - Lonsdale St',
      'Brisbane - Adelaide St',
    ],
    batches: [
      {
        period: 'Financial Year',
        number: '2026',
        code: 'FY26',
        from: '2025-07-01',
        to: '2026-06-30',
        mix: mix(25, 10, 6, 4),
        locations: 4,
        team: [PRIYA, TOM],
        target: '2027-06-30',
        progress: 0.8,
      },
      {
        period: 'Invoice',
        number: 'INV-2026-0412',
        code: 'INV0412',
        from: '2026-04-01',
        to: '2026-04-30',
        mix: mix(10, 6, 2, 2),
        locations: 2,
        team: [ROBIN],
        progress: 0.95,
      },
    ],
  },
  {
    ...HIDDEN_CORPORATE,
    title: 'Corporate Licence 2026 Member Audit',
    target: '2027-03-31',
    batches: [
      {
        period: 'Calendar Year',
        number: '2026',
        code: 'CY26',
        from: '2026-01-01',
        to: '2026-12-31',
        mix: mix(12, 6, 4, 3),
        locations: 0,
        team: [AROHA],
        progress: 0.7,
      },
    ],
  },
];
