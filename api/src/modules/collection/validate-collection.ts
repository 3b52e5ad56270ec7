import { sql } from 'kysely';
import { COLLECTION_STATUSES, type CollectionStatus } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { requireKnownId } from '../../db/rows.ts';
import { badRequest } from '../../http/api-error.ts';
import { bodyFields, optionalChoice, optionalDate, requiredId, requiredString } from '../../http/fields.ts';

export type CollectionInput = {
  collection_title: string;
  licence_scheme_id: number;
  research_template_id: number;
  target_complete_date: string | null;
  status: CollectionStatus | null;
};

const FIELDS = {
  title: { field: 'collection_title', label: 'Collection title' },
  scheme: { field: 'licence_scheme_id', label: 'Licence scheme' },
  template: { field: 'research_template_id', label: 'Research template' },
  target: { field: 'target_complete_date', label: 'Research target date' },
  status: { field: 'status', label: 'Status' },
} as const;

/** The unique index on lower(collection_title) (migration 003). */
export const COLLECTION_TITLE_INDEX = 'research_collections_title_key';

export const duplicateCollectionTitle = () =>
  badRequest('A research collection with this title already exists', FIELDS.title.field);

/**
 * A create or edit form as it will be stored, or 400 naming the first wrong field: the title is
 * required and unique whatever its case, the scheme and template must exist, the target date is a
 * date or empty, the status show, hide or empty. `exceptId` is the collection being edited.
 */
export async function validateCollection(db: Db, body: unknown, exceptId?: number): Promise<CollectionInput> {
  const fields = bodyFields(body);
  const input: CollectionInput = {
    collection_title: requiredString(fields.collection_title, FIELDS.title),
    licence_scheme_id: requiredId(fields.licence_scheme_id, FIELDS.scheme),
    research_template_id: requiredId(fields.research_template_id, FIELDS.template),
    target_complete_date: optionalDate(fields.target_complete_date, FIELDS.target),
    status: optionalChoice(fields.status, COLLECTION_STATUSES, FIELDS.status),
  };
  let sameTitle = db
    .selectFrom('research_collections')
    .select('id')
    .where(sql<boolean>`lower(collection_title) = lower(${input.collection_title})`);
  if (exceptId !== undefined) sameTitle = sameTitle.where('id', '<>', exceptId);
  if (await sameTitle.executeTakeFirst()) throw duplicateCollectionTitle();
  await requireKnownId(db, 'licence_schemes', input.licence_scheme_id, FIELDS.scheme);
  await requireKnownId(db, 'research_templates', input.research_template_id, FIELDS.template);
  return input;
}
