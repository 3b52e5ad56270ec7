import { sql } from 'kysely';
import { COLLECTION_STATUSES } from '@rt/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { requireKnownId } from '../../db/rows.ts';
import { badRequest } from '../../http/api-error.ts';
import { choice, date, id, jsonBody, requiredId, requiredText } from '../../http/input.ts';

/** The create and edit forms' body (POST and PUT research_collection); `id` only on edit, and then the address's. */
export const COLLECTION_BODY = jsonBody({
  id: id('id'),
  collection_title: requiredText('Collection title'),
  licence_scheme_id: requiredId('Licence scheme'),
  research_template_id: requiredId('Research template'),
  target_complete_date: date('Research target date'),
  status: choice(COLLECTION_STATUSES, 'Status'),
});
export type CollectionForm = z.output<typeof COLLECTION_BODY>;
export type CollectionInput = Omit<CollectionForm, 'id'>;

const FIELDS = {
  title: { field: 'collection_title', label: 'Collection title' },
  scheme: { field: 'licence_scheme_id', label: 'Licence scheme' },
  template: { field: 'research_template_id', label: 'Research template' },
} as const;

/** The unique index on lower(collection_title) (migration 003). */
export const COLLECTION_TITLE_INDEX = 'research_collections_title_key';

export const duplicateCollectionTitle = () =>
  badRequest('A research collection with this title already exists', FIELDS.title.field);

/**
 * A create or edit form (read by COLLECTION_BODY) as it will be stored, or 400 naming the first
 * wrong field: the title is unique whatever its case, the scheme and template must exist.
 * `exceptId` is the collection being edited.
 */
export async function validateCollection(db: Db, form: CollectionForm, exceptId?: number): Promise<CollectionInput> {
  const { id: _id, ...input } = form;
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
