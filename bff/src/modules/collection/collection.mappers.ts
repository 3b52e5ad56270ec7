/** Shapes of the records API's collection, batch and location rows. */
export type CollectionRecord = {
  id: number;
  collection_title: string;
  licence_scheme_id: number;
  research_template_id: number;
  target_complete_date: string | null;
  status: 'show' | 'hide' | null;
  locked_batch_count: number;
  total_batch_count: number;
  licence_schema_name: string | null;
  template_name: string | null;
};

export type BatchRecord = {
  id: number;
  title: string;
  research_collection_id: number;
  period: string;
  period_number: string;
  date_from: string;
  date_to: string;
  status: 'locked' | 'unlocked';
  target_complete_date: string | null;
  location_count?: number;
  locations?: LocationRecord[];
};

export type LocationRecord = {
  id: number;
  batch_id: number;
  institute: string | null;
  department_id: string | null;
  location_name: string | null;
  aou: string | null;
  machine_id: number | null;
  school_type: string | null;
  sector: string | null;
  state: string | null;
};

export type AouRecord = { id: number; value: string };

/** 'id - value' when the AOU is in the list; the raw value otherwise. */
export function aouLabel(aou: string | null, list: AouRecord[]): string | null {
  if (aou === null || aou === '') return null;
  const entry = list.find((a) => String(a.id) === aou);
  return entry ? `${entry.id} - ${entry.value}` : aou;
}
