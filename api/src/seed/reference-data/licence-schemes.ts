import { DEMO_REFERENCE_DATA } from './demo-file.ts';

/** The licence schemes a research collection is surveyed under. */
export const LICENCE_SCHEMES: readonly string[] = DEMO_REFERENCE_DATA.schemes;
export type LicenceSchemeName = string;
