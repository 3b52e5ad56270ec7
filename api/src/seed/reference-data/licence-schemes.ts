/** The licence schemes a research collection is surveyed under. */
export const LICENCE_SCHEMES = [
  'Universities EUS',
  'Universities Hardcopy',
  'Schools Hardcopy',
  'Government Copying',
  'Corporate Licence',
] as const;
export type LicenceSchemeName = (typeof LICENCE_SCHEMES)[number];
