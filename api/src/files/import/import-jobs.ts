import { buffer } from 'node:stream/consumers';
import { can } from '@rt/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest, badRequestAll, notFound } from '../../http/api-error.ts';
import { findCaller, type Caller } from '../../http/caller.ts';
import { requestCancel, runJobSlice, type ChunkedJob, type ChunkedJobStatus } from '../../jobs/chunked-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { logEvent } from '../../log.ts';
import { documentStem, importedDocumentPath } from '../document-files.ts';
import type { FileStore } from '../file-store.ts';
import { planDocumentImport, type ImportItem } from './document-import-plan.ts';
import { importDocument } from './import-document.ts';
import { pointRecordAt } from './point-record.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

/** What became of one document of an import. */
export type ImportResult = {
  file: string;
  record_id: number;
  /** imported: rendered into the store; skipped: the store had it from the same PDFs; failed: see error. */
  outcome: 'imported' | 'skipped' | 'failed';
  pages: number;
  heldback_pages: number;
  error?: string;
};

/** A document import run as a job, as GET /api/document_imports/:id answers it. */
export type DocumentImportJob = {
  id: number;
  status: ChunkedJobStatus;
  /** Who started it: a user's email, or the command and the machine it ran on. */
  requested_by: string;
  /** Documents the import names. */
  total: number;
  /** Documents processed so far: imported, skipped and failed. */
  done: number;
  imported: number;
  skipped: number;
  failed: number;
  /** One entry per document processed, in the order of the request. */
  results: ImportResult[];
  cancel_requested: boolean;
  /** The replica (host:pid) that wrote its last chunk. */
  worker: string | null;
  /** Why the job stopped as failed (a document that fails is in `results` and the job goes on). */
  error: string | null;
  created_at: string;
  finished_at: string | null;
};

/** POST /api/document_imports: the store's keys of the PDFs to import. */
export const DOCUMENT_IMPORT_BODY = z.object({
  files: z
    .array(z.string({ error: 'Each file is a key of the file store, as text' }), {
      error: 'files is a list of keys of the file store',
    })
    .min(1, 'Name at least one file to import')
    .max(10_000, 'An import takes at most 10,000 files: send several'),
});

/** Who an import is for: a signed-in user, or the operators' command. */
export type ImportRequester = { caller: Caller } | { command: string };

const JOB_COLUMNS = [
  'id',
  'status',
  'requested_by',
  'total',
  'done',
  'imported',
  'skipped',
  'failed',
  'results',
  'cancel_requested',
  'worker',
  'error',
  'created_at',
  'finished_at',
] as const;

const selectJobs = (db: Db) => db.selectFrom('document_import_jobs').select(JOB_COLUMNS);

const jobOf = (
  row: Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirstOrThrow']>>,
): DocumentImportJob => ({
  ...row,
  status: row.status as ChunkedJobStatus,
  results: row.results as ImportResult[],
});

/**
 * Starts an import of documents already in the file store (docs/decisions/079): checks every file
 * (planDocumentImport) and refuses the lot, listing each problem, when one cannot be taken; then
 * makes the job row and the queue's job in one transaction.
 */
export async function startDocumentImport(
  db: Db,
  store: FileStore,
  queue: JobQueue,
  requester: ImportRequester,
  files: readonly string[],
): Promise<DocumentImportJob> {
  const plan = await planDocumentImport(db, store, files);
  const [first, ...more] = plan.problems.map(({ field, message }) => ({ field, message }));
  if (first) throw badRequestAll([first, ...more]);
  return enqueueDocumentImport(db, queue, requester, plan.documents);
}

/** Makes the job of documents already checked (planDocumentImport), with the queue's job, in one transaction. */
export async function enqueueDocumentImport(
  db: Db,
  queue: JobQueue,
  requester: ImportRequester,
  documents: readonly ImportItem[],
): Promise<DocumentImportJob> {
  if (documents.length === 0) throw badRequest('Name at least one file to import', 'files');
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('document_import_jobs')
      .values({
        user_id: 'caller' in requester ? requester.caller.id : null,
        requested_by: 'caller' in requester ? requester.caller.email : requester.command,
        request: JSON.stringify({ documents }),
        total: documents.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queue.send('document-import', { job_id: id }, trx);
    return id;
  });
  logEvent('info', 'document import job started', {
    who: 'caller' in requester ? requester.caller.email : requester.command,
    job_id: id,
    documents: documents.length,
  });
  return findDocumentImport(db, id);
}

/** Imports started in the last day or still under way, newest first. */
export async function findDocumentImports(db: Db): Promise<DocumentImportJob[]> {
  const rows = await selectJobs(db)
    .where((eb) =>
      eb.or([eb('status', 'in', ['queued', 'running']), eb('created_at', '>=', sql<string>`now() - interval '1 day'`)]),
    )
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(jobOf);
}

/** An import: shared work, so every coordinator and IT user may follow it. */
export async function findDocumentImport(db: Db, id: number): Promise<DocumentImportJob> {
  const row = await selectJobs(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Document import', id);
  return jobOf(row);
}

/** A queued import is cancelled at once; a running one stops after the document under way. */
export async function cancelDocumentImport(db: Db, id: number): Promise<DocumentImportJob> {
  await findDocumentImport(db, id);
  await requestCancel(db, 'document_import_jobs', id);
  return findDocumentImport(db, id);
}

type ImportContext = {
  store: FileStore;
  documents: ImportItem[];
  caller: Caller | undefined;
  /** The slice's render threads, made for its first document and shared by the others. */
  pool?: RenderPool;
};

const REQUEST = z.object({
  documents: z.array(z.object({ file: z.string(), heldback: z.string().nullable(), record_id: z.number() })),
});

/** Renders one document into the store; a document that cannot be read or rendered is a failed result. */
async function renderDocument(context: ImportContext, item: ImportItem): Promise<ImportResult> {
  const { store } = context;
  const result = { file: item.file, record_id: item.record_id, pages: 0, heldback_pages: 0 };
  try {
    const pdf = await buffer(await store.read(item.file));
    const heldback = item.heldback ? await buffer(await store.read(item.heldback)) : undefined;
    const stem = documentStem(importedDocumentPath(item.record_id))!;
    context.pool ??= createRenderPool();
    const made = await importDocument(store, stem, pdf, heldback, { name: item.file, pool: context.pool });
    return {
      ...result,
      outcome: made.skipped ? 'skipped' : 'imported',
      pages: made.pages,
      heldback_pages: made.heldbackPages,
    };
  } catch (error) {
    return { ...result, outcome: 'failed', error: (error as Error).message };
  }
}

/**
 * A document import as a chunked job (jobs/chunked-job.ts): a chunk is one document. Its pages are
 * rendered into the store before the chunk's transaction (a second worker on the same document
 * writes the same files, or finds them there); the transaction points the record at them and
 * records the result, so each record is pointed at its document once. A job started by a user
 * stops when they may no longer import documents.
 */
function documentImportKind(store: FileStore): ChunkedJob<ImportContext, ImportResult> {
  return {
    queue: 'document-import',
    table: 'document_import_jobs',
    noun: 'document import',
    async load(db, row) {
      const { documents } = REQUEST.parse(row.request);
      const caller = row.user_id === null ? undefined : await findCaller(db, { id: row.user_id });
      if (row.user_id !== null && !caller) throw new Error(`User ${row.user_id} was not found`);
      return { store, documents, caller };
    },
    refuse: ({ caller }) =>
      caller && !can(caller.role, 'document-import:use') ? `${caller.email} may no longer import documents` : null,
    prepare: (context, done) => renderDocument(context, context.documents[done]!),
    async chunk(trx, context, _row, rendered) {
      let result = rendered!;
      if (result.outcome !== 'failed') {
        const pointed = await pointRecordAt(trx, context.caller, result.record_id, {
          pages: result.pages,
          heldbackPages: result.heldback_pages,
        });
        if (!pointed) result = { ...result, outcome: 'failed', error: `Record ${result.record_id} is no longer there` };
      }
      if (result.outcome === 'failed') {
        logEvent('warn', 'document not imported', { file: result.file, error: result.error });
      }
      return {
        processed: 1,
        progress: {
          [result.outcome]: sql`${sql.ref(result.outcome)} + 1`,
          results: sql`results || ${JSON.stringify([result])}::jsonb`,
        },
      };
    },
    release: async (context) => {
      await context.pool?.close();
    },
  };
}

/** The queue's handler: goes on with the import from the first document not yet committed. */
export const runDocumentImportSlice = (db: Db, store: FileStore, queue: JobQueue, jobId: number) =>
  runJobSlice(db, queue, documentImportKind(store), jobId);
