import { jsonNumber } from '../../datasources/record-id.ts';
import type { BatchInput, LocationInput, ResearchCollectionInput } from '../../__generated__/resolvers-types.ts';

/**
 * The forms' inputs as the records API's bodies (spec section 7). Nothing is checked or defaulted
 * here: an empty field travels as null and the API says what is wrong with it (spec section 5).
 */
export function collectionBody(input: ResearchCollectionInput, id?: string) {
  return {
    ...(id === undefined ? {} : { id: jsonNumber(id) }),
    collection_title: input.collectionTitle ?? null,
    licence_scheme_id: input.licenceSchemeId ?? null,
    research_template_id: input.researchTemplateId ?? null,
    target_complete_date: input.targetCompleteDate ?? null,
    status: input.status ?? null,
  };
}

export function batchBody(input: BatchInput, id?: string) {
  return {
    ...(id === undefined ? {} : { id: jsonNumber(id) }),
    research_collection_id: jsonNumber(input.researchCollectionId ?? null),
    period: input.period ?? null,
    period_number: input.periodNumber ?? null,
    date_from: input.dateFrom ?? null,
    date_to: input.dateTo ?? null,
    status: input.status ?? null,
    target_complete_date: input.targetCompleteDate ?? null,
  };
}

/** An AOU list entry travels as its id (a number, which the API checks); a raw value as text. */
export function locationBody(input: LocationInput, id: string) {
  return {
    id: jsonNumber(id),
    institute: input.institute ?? null,
    department_id: input.departmentId ?? null,
    location_name: input.locationName ?? null,
    aou: input.aouId ?? input.aou ?? null,
    machine_id: jsonNumber(input.machineId ?? null),
    school_type: input.schoolType ?? null,
    sector: input.sector ?? null,
    state: input.state ?? null,
  };
}

/** The API's `aou` is the dropdown's `aouId` unless the form kept a raw value. */
export const locationFields = (input: LocationInput): Record<string, string> =>
  input.aouId === null || input.aouId === undefined ? {} : { aou: 'aouId' };
