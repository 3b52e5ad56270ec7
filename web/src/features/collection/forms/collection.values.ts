import { COLLECTION_STATUSES, enumName, storedValue, type CollectionStatus } from '@rt/domain';
import type {
  CollectionStatus as CollectionStatusName,
  ResearchCollectionInput,
} from '../../../__generated__/graphql.ts';

/**
 * The create / edit collection form's values, as the controls hold them (text; '' for empty).
 * There is no Yup schema: spec section 5 says these forms check nothing themselves; the server
 * validates and its message is shown.
 */
export type CollectionValues = {
  collectionTitle: string;
  licenceSchemeId: string;
  researchTemplateId: string;
  targetCompleteDate: string;
  /** '' while unset. */
  status: CollectionStatus | '';
};

export const EMPTY_COLLECTION: CollectionValues = {
  collectionTitle: '',
  licenceSchemeId: '',
  researchTemplateId: '',
  targetCompleteDate: '',
  status: '',
};

type StoredCollection = {
  collectionTitle: string;
  licenceSchemeId: number;
  researchTemplateId: number;
  targetCompleteDate?: string | null;
  status: CollectionStatusName;
};

/** A stored collection as the edit form starts (the date's first 10 characters, spec section 5). */
export function collectionValues(c: StoredCollection): CollectionValues {
  return {
    collectionTitle: c.collectionTitle,
    licenceSchemeId: String(c.licenceSchemeId),
    researchTemplateId: String(c.researchTemplateId),
    targetCompleteDate: c.targetCompleteDate?.slice(0, 10) ?? '',
    status: storedValue(COLLECTION_STATUSES, c.status),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The form as the mutation's input: empty fields travel as null (an empty target date too). */
export function toCollectionInput(v: CollectionValues): ResearchCollectionInput {
  return {
    collectionTitle: orNull(v.collectionTitle),
    licenceSchemeId: idOrNull(v.licenceSchemeId),
    researchTemplateId: idOrNull(v.researchTemplateId),
    targetCompleteDate: orNull(v.targetCompleteDate),
    status: v.status === '' ? null : enumName(v.status),
  };
}
