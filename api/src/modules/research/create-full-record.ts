import type { z } from 'zod';
import { findStoredFile, type FileStore } from '../../files/file-store.ts';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { jsonBody, requiredId, text } from '../../http/input.ts';
import { dealLateRecords } from '../assignment/distribute-records.ts';
import { loadFullRecord } from './load-full-record.ts';
import { readRecordBody } from './record-body.ts';
import type { SavedRecord } from './save-full-record.ts';
import { NO_ITEMS, writeRecordItems } from './write-record-items.ts';

/**
 * The new record's batch and source file, as the record keeps it (spec section 4): the folder in
 * `source_file_path`, the name in `source_file_name`, both as checkSourceFileLink answered them; a
 * path without a name is read as the whole link. Its biblios, usages and links are read as a save reads them.
 */
export const CREATE_BODY = jsonBody(
  {
    batch_id: requiredId('Batch'),
    source_file_path: text('Source file', 1000),
    source_file_name: text('Source file name', 1000),
  },
  'keep',
);

/** The link the folder and name make together ('' or no folder: a file at the top of the store). */
function sourceFileLink(folder: string | null, name: string | null): string | null {
  if (name === null) return folder;
  return folder === null ? name : `${folder}/${name}`;
}
export type CreateBody = z.output<typeof CREATE_BODY>;

/**
 * Manual data entry's new record (ADR 009): in an unlocked batch, ready for research, assigned to
 * its author and then dealt out as a late record (dealLateRecords: to the batch's researcher whose
 * turn it is, unless the author is one of them), named 'MAN-{batch id}-{n}' (n counts the batch's
 * manual records, under the batch's row lock so two authors never take the same n), with the
 * optional source file of the store and the body's biblios, usages and links, checked as a save
 * checks them.
 */
export async function createFullRecord(
  db: Db,
  caller: Caller,
  fields: CreateBody,
  files: FileStore,
): Promise<SavedRecord> {
  const { batch_id: batchId } = fields;
  const link = sourceFileLink(fields.source_file_path, fields.source_file_name);
  const source = link === null ? null : await findStoredFile(files, link);
  if (link !== null && !source) throw badRequest('Please enter valid file location', 'source_file_path');
  const body = readRecordBody(fields);

  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('batches')
      .select(['id', 'title', 'status'])
      .where('id', '=', batchId)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) throw badRequest(`Batch ${batchId} does not exist`, 'batch_id');
    if (batch.status === 'locked')
      throw badRequest(`Batch ${batch.title} is locked: no records can be added to it`, 'batch_id');

    const prefix = `MAN-${batchId}-`;
    const { count } = await trx
      .selectFrom('document_details')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('external_reference_id', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow();
    let n = Number(count) + 1;
    while (
      await trx
        .selectFrom('document_details')
        .select('id')
        .where('external_reference_id', '=', `${prefix}${n}`)
        .executeTakeFirst()
    )
      n++;

    const { id } = await trx
      .insertInto('document_details')
      .values({
        external_reference_id: `${prefix}${n}`,
        batch_id: batchId,
        status: 'ready_for_research',
        assigned_user_id: caller.id,
        source_file_path: source?.file_path ?? null,
        source_file_name: source?.file_name ?? null,
        notes: body.notes ?? null,
        other_information: body.other_information ?? null,
        updated_by: caller.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeRecordItems(trx, id, NO_ITEMS, body);
    const record = (await loadFullRecord(trx, id))!;
    await audit(trx, caller, { action: 'create', entity: 'document_detail', entityId: id, after: record });
    const dealt = await dealLateRecords(trx, caller, [id]);
    return { record: dealt.length === 0 ? record : (await loadFullRecord(trx, id))!, next_document_id: null };
  });
}
