import { useMutation } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BULK_EDIT_MESSAGES, inRequests } from '@rt/domain';
import { Suspense, useRef, useState } from 'react';
import type { BulkLinkInput, BulkUpdateFieldInput } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText, type UserErrorView } from '../../../components/userErrors.ts';
import { BulkChangesToday } from './BulkChangesToday.tsx';
import { useChoiceLists } from '../components/useChoiceLists.ts';
import { BulkUpdateRecordsMutation } from './bulkUpdateDocuments.ts';
import {
  fieldByKey,
  inputKey,
  linkText,
  workLinkOf,
  readEntry,
  queryInputOf,
  records,
  type FieldEntry,
} from './bulkUpdate.ts';
import { workSearchDialog } from '../../research/work-search/lazyWorkSearchDialog.ts';
import { FieldEntries } from './FieldEntries.tsx';
import { PreviewResult, type Preview } from './PreviewResult.tsx';
import { AppliedChanges } from './AppliedChanges.tsx';
import { RunProgress } from './RunProgress.tsx';
import { appliedOf, jobEndAlert, type Applied, type BulkUpdateJobView } from './bulkUpdateJob.ts';
import { BulkUpdateJobProgress } from './BulkUpdateJobProgress.tsx';
import { useBulkUpdateJob } from './useBulkUpdateJob.ts';

const WorkSearchDialog = workSearchDialog.Component;

export type BulkUpdatePanelProps = {
  /** Ticked rows, or every id of the query when none is ticked. */
  selectedIds: number[];
  /** The single batch chosen in the query, else null. */
  batchId: number | null;
  /** The query as run, sent along so the API can record it with the bulk change. */
  query: unknown;
  /** The screen re-runs its query after an update was applied. */
  onApplied: () => void;
};

/** A request the API refused (a wrong value): its messages, by the input field they name. */
class RefusedInput extends Error {
  constructor(readonly userErrors: readonly UserErrorView[]) {
    super(userErrorText(userErrors));
  }
}

/** The entries as the mutation's fields, or a message per entry that is not ready. */
function readFields(
  entries: readonly FieldEntry[],
  linked: boolean,
): { ok: true; fields: BulkUpdateFieldInput[] } | { ok: false; errors: Record<number, string> } {
  const errors: Record<number, string> = {};
  const fields: BulkUpdateFieldInput[] = [];
  entries.forEach((entry, i) => {
    const field = fieldByKey(entry.key);
    if (!field) {
      // With a link, a row left without a field sets nothing.
      if (!linked || entry.text !== '') errors[i] = 'Choose a field to change';
      return;
    }
    const read = readEntry(field, entry.text);
    if (!read.ok) errors[i] = read.message;
    else
      fields.push({
        resource: field.resource.toUpperCase() as BulkUpdateFieldInput['resource'],
        field: field.field,
        value: read.value,
      });
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** 'fields.2.value' → 2: the entry a refusal is about. */
const entryOf = (field: string | null | undefined) => {
  const match = /^fields\.(\d+)/.exec(field ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * Bulk update (spec section 2, issues 15 and 29, docs/decisions/033 and 034): the catalogue's
 * editable fields set on the selected records. 'Preview changes' runs the dry run, in requests of
 * a few hundred records with progress, and shows each change, what the rules say and the refused
 * records; 'Apply', only after a preview of the input as it is now, starts the real run of the
 * previewed records with the versions the preview read as a job of the records service, and
 * follows its progress to its end (useBulkUpdateJob), also after the tab was closed or reloaded.
 */
export function BulkUpdatePanel({ selectedIds, batchId, query, onApplied }: BulkUpdatePanelProps) {
  const alerts = useAlerts();
  const [send] = useMutation(BulkUpdateRecordsMutation, { fetchPolicy: 'no-cache' });
  const lists = useChoiceLists();
  const [entries, setEntries] = useState<FieldEntry[]>([{ key: '', text: '' }]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [progress, setProgress] = useState<{ label: string; done: number; total: number } | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [changesSeen, setChangesSeen] = useState(0);
  const run = useBulkUpdateJob((job: BulkUpdateJobView) => {
    const alert = jobEndAlert(job);
    alerts[alert.status](alert.message);
    setApplied(appliedOf(job));
    setPreview(null);
    setChangesSeen((n) => n + 1);
    if (job.updated > 0 || job.status === 'FAILED') onApplied();
  });
  const [link, setLink] = useState<BulkLinkInput | null>(null);
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);

  const key = inputKey({ selectedIds, batchId, entries, link });
  const running = progress !== null || run.busy;
  const current = preview !== null && preview.key === key;
  const toApply = current ? preview.records.filter((r) => r.changes.length > 0) : [];

  /** The dry run of some of the records: it writes nothing. */
  const dryRun = async (ids: number[], fields: BulkUpdateFieldInput[]) => {
    const { data } = await send({
      variables: {
        input: {
          selectedIds: ids.map(String),
          fields,
          batchId: batchId === null ? null : String(batchId),
          dryRun: true,
          link,
          query: queryInputOf(query),
        },
      },
    });
    const payload = data?.bulkUpdateRecords;
    if (payload?.userErrors.length) throw new RefusedInput(payload.userErrors);
    if (payload?.failure) throw new Error(payload.failure.message);
    if (!payload?.result) throw new Error(BULK_EDIT_MESSAGES.updateFailed);
    return payload.result;
  };

  const showRefusal = (error: unknown) => {
    if (error instanceof RefusedInput) {
      const byEntry: Record<number, string> = {};
      for (const e of error.userErrors) {
        const i = entryOf(e.field);
        if (i !== null) byEntry[i] = e.message;
      }
      setErrors(byEntry);
    }
    return error instanceof Error && error.message ? error.message : BULK_EDIT_MESSAGES.updateFailed;
  };

  const runPreview = async () => {
    const read = readFields(entries, link !== null);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setApplied(null);
    const previewKey = key;
    const previewed = await inRequests(
      selectedIds,
      (part) => dryRun(part, read.fields),
      (done, total) => setProgress({ label: 'Previewing changes', done, total }),
    );
    setProgress(null);
    if (previewed.failure) {
      alerts.danger(showRefusal(previewed.failure.error));
      return;
    }
    const results = previewed.results;
    setPreview({
      key: previewKey,
      updated: results.reduce((n, r) => n + r.updated, 0),
      unchanged: results.reduce((n, r) => n + r.unchanged, 0),
      refused: results.flatMap((r) => r.refused),
      records: results.flatMap((r) => r.records),
    });
  };

  const runApply = async () => {
    const read = readFields(entries, link !== null);
    if (!current || !read.ok || toApply.length === 0) return;
    setApplied(null);
    try {
      const userErrors = await run.start({
        selectedIds: toApply.map((r) => r.id),
        fields: read.fields,
        link,
        batchId: batchId === null ? null : String(batchId),
        versions: toApply.flatMap((r) => (typeof r.version === 'number' ? [{ id: r.id, version: r.version }] : [])),
        query: queryInputOf(query),
      });
      if (userErrors.length > 0) alerts.danger(showRefusal(new RefusedInput(userErrors)));
    } catch (error) {
      alerts.danger(showRefusal(error));
    }
  };

  const noSelection = selectedIds.length === 0;

  return (
    <Stack as="section" aria-labelledby="bulk-update-heading" gap="4" borderWidth="1px" borderRadius="md" padding="4">
      <Heading as="h2" size="lg" id="bulk-update-heading">
        Bulk update
      </Heading>
      <Text>
        {noSelection
          ? 'Run a query and tick the records to change (or none, for every record of the query).'
          : `${records(selectedIds.length)} selected.`}
      </Text>
      <form
        aria-label="Fields to change"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!running && !noSelection) void runPreview();
        }}
      >
        <Stack gap="4">
          <FieldEntries
            entries={entries}
            onChange={(next) => {
              setEntries(next);
              setErrors({});
            }}
            lists={lists}
            errors={errors}
            disabled={running}
          />
          <Stack gap="2" as="section" aria-label="Link a work or recipient">
            <Text fontSize="sm" color="fg.muted">
              Or with them: link a work or a recipient to every active biblio, as linking one biblio does.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button ref={searchButton} variant="outline" onClick={() => setSearching(true)} disabled={running}>
                Search for a work or recipient
              </Button>
              {link ? (
                <>
                  <Text fontWeight="medium">{linkText(link)}</Text>
                  <Button variant="plain" onClick={() => setLink(null)} disabled={running}>
                    Remove link
                  </Button>
                </>
              ) : null}
            </HStack>
          </Stack>
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" variant={current ? 'outline' : 'solid'} disabled={running || noSelection}>
              Preview changes
            </Button>
            <Button
              colorPalette="green"
              onClick={() => void runApply()}
              disabled={running || !current || toApply.length === 0}
            >
              Apply
            </Button>
            {!running && preview && !current ? (
              <Text fontSize="sm" color="fg.muted">
                Preview the changes again before applying.
              </Text>
            ) : null}
            {!running && current && toApply.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No record would change.
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </form>

      {searching ? (
        <Suspense fallback={null}>
          <WorkSearchDialog
            initial={{ fields: {}, searchNow: false }}
            recordId={null}
            onClose={() => {
              setSearching(false);
              searchButton.current?.focus();
            }}
            onSelectWork={(work) => setLink(workLinkOf(work))}
            onSelectRecipient={(recipient) => {
              setLink({
                recipient: { accountObjectId: recipient.accountObjectId, pseudonymName: recipient.pseudonymName },
              });
              return null;
            }}
          />
        </Suspense>
      ) : null}

      {progress ? <RunProgress {...progress} /> : null}
      {run.job && run.busy ? (
        <BulkUpdateJobProgress job={run.job} cancelling={run.cancelling} onCancel={() => void run.cancel()} />
      ) : null}

      {applied ? <AppliedChanges applied={applied} /> : null}

      {preview ? <PreviewResult preview={preview} lists={lists} stale={!current} /> : null}

      <BulkChangesToday refreshKey={changesSeen} onUndone={onApplied} lists={lists} />
    </Stack>
  );
}
