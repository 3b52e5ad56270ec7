/**
 * The route table of spec section 2 as addresses a browser can open (ids filled in), each with the
 * heading its screen shows. Who may open which is not repeated here: tests ask `canAccess` and
 * `areaOfPath` from '@rt/domain', the rules the app itself follows.
 */
export type Screen = { path: string; heading: string | RegExp };

export const SIGNED_IN_SCREENS: readonly Screen[] = [
  { path: '/', heading: /^Welcome / },
  { path: '/queue', heading: 'Research Queue' },
  { path: '/research/1', heading: 'Research' },
  { path: '/research/new-record', heading: 'Research' },
  { path: '/document-view/1', heading: 'Document View' },
  { path: '/statistics', heading: 'Statistics' },
  { path: '/assign-records', heading: 'Assign Records' },
  { path: '/research-collection', heading: 'Research Collections' },
  { path: '/research-collection/create', heading: 'Create Research Collection' },
  { path: '/research-collection/1/edit', heading: 'Edit Research Collection' },
  { path: '/research-collection/1/batch', heading: 'Batches' },
  { path: '/research-collection/1/batch/create', heading: 'Create Batch' },
  { path: '/research-collection/1/batch/1/edit', heading: 'Edit Batch' },
  { path: '/research-collection/1/batch/1/location', heading: 'Locations' },
  { path: '/research-collection/1/batch/1/location/edit/1', heading: 'Edit Location' },
  { path: '/bulk-edit', heading: 'Bulk Edit' },
  { path: '/user-access', heading: 'User Access' },
  { path: '/manual-data-entry', heading: 'Manual Data Entry' },
];

/** Open to everybody, signed in or not. */
export const PUBLIC_PATHS = ['/login', '/access-denied'] as const;
