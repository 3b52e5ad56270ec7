import type { DocumentStatus } from '@rt/domain';
import { FIELDS, LAST_NAMES } from '../catalogue/word-lists.ts';
import { coveringLinks, type DocumentSpec, type LinkInput } from '../factories.ts';
import { fullPdfKey } from '../../files/document-files.ts';
import { pickOrNull, type Random } from '../random.ts';
import { lookupId } from '../reference-data/lookups.ts';
import { QUEUE_STATUSES } from '../../modules/queue/assigned-records.ts';
import { SAMPLE_DOCUMENTS } from '../sample-documents.ts';
import { makeBiblio } from './biblio-content.ts';
import type { BatchContext, RecordContext } from './record-context.ts';
import { makeUsage } from './usage-content.ts';

/** Why a record on hold is held. */
const HOLD_NOTES = [
  'Waiting on rightsholder details from publisher',
  'Source file incomplete: rescan requested',
  'Possible duplicate of an earlier record',
  'Mixed licence schemes: check with coordinator',
  'Pages out of order in source file',
];
/** Names that files arrive under, around a number. */
const ORIGINAL_NAMES = [
  (code: string) => `Week ${code} Readings.pdf`,
  (code: string) => `Lecture ${code} slides.pptx`,
  (code: string) => `Reading brick ${code}.pdf`,
  (code: string) => `Unit outline ${code}.docx`,
  (code: string) => `scan_${code}.pdf`,
  (code: string) => `Worksheet ${code}.pdf`,
];

/** Every biblio and usage linked; now and then one more link, switched off by an unlink. */
function makeLinks(random: Random, biblios: number, usages: number): LinkInput[] {
  const links = coveringLinks(biblios, usages);
  if (biblios > 1 && usages > 1 && random.chance(0.25)) {
    const extra = { biblio: random.int(0, biblios - 1), usage: random.int(0, usages - 1) };
    if (!links.some((l) => l.biblio === extra.biblio && l.usage === extra.usage)) {
      links.push({ ...extra, active_flag: !random.chance(0.6) });
    }
  }
  return links;
}

/** A record the file store holds no scan of: its page count as its file gave it, if any. */
function unscannedPages(random: Random) {
  const totalPages = random.weighted<number | null>([
    [null, 3],
    [random.int(1, 4), 20],
    [random.int(5, 20), 50],
    [random.int(21, 60), 27],
  ]);
  const heldbackPages = random.chance(0.06) ? random.int(1, 4) : 0;
  return { totalPages, heldbackPages };
}

/** Who holds a record and where it stands; `number` makes its Record ID. */
export type RecordSlot = {
  number: number;
  status: DocumentStatus;
  assignee: number | null;
  /** When it was last completed: researched records only. */
  researchedAt: string | null;
};

/** How many biblios and usages a record has, with their weights. */
export type RecordSizes = {
  biblios: ReadonlyArray<readonly [number, number]>;
  usages: ReadonlyArray<readonly [number, number]>;
};

const RECORD_SIZES: RecordSizes = {
  biblios: [
    [1, 30],
    [2, 30],
    [3, 20],
    [4, 12],
    [5, 8],
  ],
  usages: [
    [1, 55],
    [2, 25],
    [3, 12],
    [4, 8],
  ],
};

/** One record of a batch: its file, biblios (researched ones with what research found), usages and links. */
export function makeRecord(
  { collection, plan, batchId, locationIds }: BatchContext,
  ctx: RecordContext,
  { number, status, assignee, researchedAt }: RecordSlot,
  sizes: RecordSizes = RECORD_SIZES,
): DocumentSpec {
  const { random } = ctx;
  const ref = `${collection.prefix}-${plan.code}-${String(number).padStart(6, '0')}`;
  const researched = status === 'researched';
  // A record in the document viewer shows one of the sample documents in the file store, so
  // its pages, held-back pages and source file are real files.
  const documentView = random.chance(0.9);
  const drawn = documentView ? random.pick(SAMPLE_DOCUMENTS) : null;
  const unscanned = drawn ? null : unscannedPages(random);
  // A researcher's queue holds no record without a scan: such a record takes a sample by its
  // number, after the draws above, so every other record of the seed stays as it was.
  const queued = assignee !== null && (QUEUE_STATUSES as readonly string[]).includes(status);
  const sample = drawn ?? (queued ? SAMPLE_DOCUMENTS[number % SAMPLE_DOCUMENTS.length] : null);
  const samplePdf = sample ? `/${fullPdfKey(sample.key)}` : null;
  const totalPages = sample ? sample.pages : unscanned!.totalPages;
  const heldbackPages = sample ? sample.heldbackPages : unscanned!.heldbackPages;
  const original = random.pick(ORIGINAL_NAMES)(String(random.int(1, 13)));
  const extension = original.slice(original.lastIndexOf('.'));
  const biblios = Array.from({ length: random.weighted(sizes.biblios) }, () =>
    makeBiblio(collection.kind, status, ctx),
  );
  const usages = Array.from({ length: random.weighted(sizes.usages) }, () => makeUsage(collection.kind, plan, ctx));
  if (biblios.some((b) => b.major_material_type === lookupId('major_material_type', 'Music'))) {
    for (const usage of usages) usage.amcos_flag = random.chance(0.7);
  }
  const folder = `${collection.prefix}/${plan.code}`;
  return {
    external_reference_id: ref,
    batch_id: batchId,
    location_id: pickOrNull(random, locationIds),
    status,
    assigned_user_id: assignee,
    researched_by: researched ? assignee : null,
    researched_at: researchedAt,
    updated_by: researched ? assignee : null,
    coursepack: collection.kind === 'university' && random.chance(0.12),
    powerpoint: extension === '.pptx',
    heldback: heldbackPages > 0,
    total_heldback_pages: heldbackPages,
    total_pages: totalPages,
    file_name: sample?.fileName ?? null,
    file_path: samplePdf,
    source_file_name: sample ? `${ref}.pdf` : `${ref}${extension}`,
    source_file_path: samplePdf ?? `/source/${folder}/${ref}${extension}`,
    original_file_name: original,
    original_file_path: `/incoming/${folder}/${original}`,
    notes: status === 'on_hold' ? random.pick(HOLD_NOTES) : null,
    other_information: random.chance(0.15) ? `Copied for ${random.pick(FIELDS)} (${random.pick(LAST_NAMES)})` : null,
    etl_file_id: `ETL-${plan.code}-${String(Math.floor(number / 25)).padStart(4, '0')}`,
    etl_key: `${folder}/${number}`,
    is_tagged: researched && totalPages !== null && random.chance(0.6),
    document_view: sample !== null,
    biblios,
    usages,
    links: makeLinks(random, biblios.length, usages.length),
  } satisfies DocumentSpec;
}
