import type { Db } from '../../db/connect.ts';
import { EXAMPLE_DOCUMENT_LINKS_MAX } from '@rt/domain';

/**
 * Records that already cite a work (an active biblio linked to it): the Work Search detail
 * panel's example document links, newest first, without the record the researcher has open.
 */
export function workDocuments(db: Db, workId: string, excludeRecordId?: number) {
  let query = db
    .selectFrom('document_details as dd')
    .select(['dd.id', 'dd.external_reference_id'])
    // Read from the biblios' work index: a work is cited by few records among millions.
    .where('dd.id', 'in', (eb) =>
      eb
        .selectFrom('biblios as b')
        .select('b.document_detail_id')
        .where('b.work_id', '=', workId)
        .where('b.active_flag', '=', true),
    );
  if (excludeRecordId !== undefined) query = query.where('dd.id', '<>', excludeRecordId);
  return query.orderBy('dd.id', 'desc').limit(EXAMPLE_DOCUMENT_LINKS_MAX).execute();
}
