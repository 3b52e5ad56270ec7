import { newBiblioDefaults } from '@rt/domain';
import { audit } from '../../db/audit.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import type { TagBody } from './tag-body.ts';
import { requireRecordBiblio, tagScope } from './tag-scope.ts';
import { TAG_COLUMNS, type BiblioTag } from './list-tags.ts';

/** A saved page tag; `document_version` is the record's new version when a biblio was made for it. */
export type SavedTag = { tag: BiblioTag; created_biblio_id: number | null; document_version: number | null };

/**
 * Makes a new, empty biblio on the record for a tag (the viewer's Ctrl-click, spec 2), with spec
 * 4's defaults and, as the form's add-biblio does, linked to the record's first active usage: an
 * active biblio is never left without one (spec 5). The record's version moves on, so a form
 * loaded before it reloads rather than saving the biblio away.
 */
async function newBiblioFor(trx: Db, caller: Caller, documentId: number) {
  const biblio = await trx
    .insertInto('biblios')
    .values({ ...newBiblioDefaults(), document_detail_id: documentId })
    .returningAll()
    .executeTakeFirstOrThrow();
  const usage = await trx
    .selectFrom('usages')
    .select('id')
    .where('document_detail_id', '=', documentId)
    .where('active_flag', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (usage)
    await trx
      .insertInto('biblio_usages')
      .values({ document_detail_id: documentId, biblio_id: biblio.id, usage_id: usage.id, active_flag: true })
      .execute();
  const { version } = await trx
    .updateTable('document_details')
    .set({ updated_by: caller.id })
    .where('id', '=', documentId)
    .returning('version')
    .executeTakeFirstOrThrow();
  await audit(trx, caller, { action: 'create', entity: 'biblio', entityId: biblio.id, after: { biblio } });
  return { id: biblio.id, version };
}

/** POST /api/biblio_tag/{documentId}: places a biblio's tag on a page, or moves one (`id`). */
export async function saveTag(db: Db, caller: Caller, documentId: number, body: TagBody): Promise<SavedTag> {
  return db.transaction().execute(async (trx) => {
    await tagScope(trx, caller, documentId, body, [body.page_number]);
    if (body.biblio_id !== null) await requireRecordBiblio(trx, documentId, body.biblio_id);
    const created = body.biblio_id === null ? await newBiblioFor(trx, caller, documentId) : null;
    const values = {
      biblio_id: body.biblio_id ?? created!.id,
      document_detail_id: documentId,
      page_number: body.page_number,
      page_x: body.page_x,
      page_y: body.page_y,
      page_tagged_flag: body.page_tagged_flag,
    };
    const tag =
      body.id === null
        ? await trx.insertInto('biblio_tags').values(values).returning(TAG_COLUMNS).executeTakeFirstOrThrow()
        : await trx
            .updateTable('biblio_tags')
            .set(values)
            .where('id', '=', body.id)
            .where('document_detail_id', '=', documentId)
            .returning(TAG_COLUMNS)
            .executeTakeFirst();
    if (!tag) throw notFound('Tag', body.id);
    return { tag, created_biblio_id: created?.id ?? null, document_version: created?.version ?? null };
  });
}
