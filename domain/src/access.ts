import { normalizeRole, type RoleName } from './roles.ts';

/** Every screen of the product, by the name the role table uses. */
export type Area =
  | 'home'
  | 'queue'
  | 'research'
  | 'document-view'
  | 'statistics'
  | 'assign-records'
  | 'research-collection'
  | 'bulk-edit'
  | 'manual-data-entry'
  | 'user-access';

const RESEARCH_AREAS: Area[] = ['home', 'queue', 'research', 'document-view'];
const COORDINATOR_AREAS: Area[] = [
  ...RESEARCH_AREAS,
  'statistics',
  'assign-records',
  'research-collection',
  'bulk-edit',
  'manual-data-entry',
];

const AREAS_BY_ROLE: Record<RoleName, readonly Area[]> = {
  Coordinator: COORDINATOR_AREAS,
  IT: [...COORDINATOR_AREAS, 'user-access'],
  Researcher: [...RESEARCH_AREAS, 'statistics'],
  'External Auditor': RESEARCH_AREAS,
  Unassigned: ['home'],
};

export function canAccess(role: string | null | undefined, area: Area): boolean {
  const name = normalizeRole(role);
  return name !== null && AREAS_BY_ROLE[name].includes(area);
}

/** The screen a path belongs to, or null for a path that is no screen (the not-found page). */
export function areaOfPath(pathname: string): Area | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  switch (first) {
    case '':
      return 'home';
    case 'queue':
    case 'research':
    case 'document-view':
    case 'statistics':
    case 'assign-records':
    case 'research-collection':
    case 'bulk-edit':
    case 'manual-data-entry':
    case 'user-access':
      return first;
    default:
      return null;
  }
}

export type HomeCard = {
  area: Area;
  title: string;
  path: string;
};

/** The home dashboard's cards in the order they appear. */
export const HOME_CARDS: readonly HomeCard[] = [
  { area: 'queue', title: 'Data Research', path: '/queue' },
  { area: 'statistics', title: 'Statistics', path: '/statistics' },
  { area: 'assign-records', title: 'Assign Records', path: '/assign-records' },
  { area: 'research-collection', title: 'Research Collections', path: '/research-collection' },
  { area: 'bulk-edit', title: 'Bulk Edit Records', path: '/bulk-edit' },
  { area: 'user-access', title: 'User Access', path: '/user-access' },
  { area: 'manual-data-entry', title: 'Manual Data Entry', path: '/manual-data-entry' },
];

export function homeCardsFor(role: string | null | undefined): HomeCard[] {
  return HOME_CARDS.filter((card) => canAccess(role, card.area));
}

/** Header counters and Find a Record are hidden for auditors and the Unassigned role. */
export function showsResearchHeader(role: string | null | undefined): boolean {
  const name = normalizeRole(role);
  return name !== null && name !== 'External Auditor' && name !== 'Unassigned';
}
