/**
 * The research form's fields an External Auditor sees for a collection of these licence schemes
 * (spec section 6; docs/decisions/043), as `resource.field_name` of the template's fields. Each
 * list is what an audit of that scheme checks: the work, how much of it was copied and how. Other
 * schemes, and every other role, see the template's whole set.
 */
export const AUDITOR_FIELD_SETS: Readonly<Record<string, readonly string[]>> = {
  'Universities EUS': [
    'biblio.major_title',
    'biblio.minor_title',
    'biblio.isn',
    'biblio.work_creator',
    'biblio.publisher',
    'biblio.publication_year',
    'biblio.major_material_type',
    'biblio.chapter_numbers',
    'biblio.page_numbers',
    'biblio.units_copied',
    'biblio.url',
    'biblio.internet',
    'usage.copy_type',
    'usage.times_copied',
    'usage.event_date',
    'usage.copied_for',
  ],
  'Universities Hardcopy': [
    'biblio.major_title',
    'biblio.minor_title',
    'biblio.isn',
    'biblio.work_creator',
    'biblio.publisher',
    'biblio.publication_year',
    'biblio.edition',
    'biblio.volume',
    'biblio.major_material_type',
    'biblio.chapter_numbers',
    'biblio.page_numbers',
    'biblio.units_copied',
    'usage.copy_type',
    'usage.times_copied',
    'usage.event_date',
  ],
  'Schools Hardcopy': [
    'biblio.major_title',
    'biblio.minor_title',
    'biblio.isn',
    'biblio.work_creator',
    'biblio.publisher',
    'biblio.publication_year',
    'biblio.edition',
    'biblio.major_material_type',
    'biblio.page_numbers',
    'biblio.units_copied',
    'biblio.artistic_works',
    'usage.copy_type',
    'usage.times_copied',
    'usage.copied_for',
  ],
};

/** The fields an External Auditor sees for a licence scheme, or null for the whole set. */
export function auditorFieldSet(licenceScheme: string | null | undefined): ReadonlySet<string> | null {
  const list = licenceScheme ? AUDITOR_FIELD_SETS[licenceScheme] : undefined;
  return list ? new Set(list) : null;
}
