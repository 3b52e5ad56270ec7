import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BULK_EDIT_MESSAGES, inOneBulkChange, inRequests } from '@rt/domain';
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
import { RefusedRecords, type Refusal } from './RefusedRecords.tsx';
import { RunProgress } from './RunProgress.tsx';

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

/** A request the server stopped midway: the records it applied before, and the first it did not. */
class StoppedMidway extends Error {
  constructor(
    message: string,
    readonly applied: number,
    readonly failedFromId: string | null,
  ) {
    super(message);
  }
}

type Applied = { total: number; updated: number; unchanged: number; refused: Refusal[] };

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
 * Bulk update (spec section 2, issue 15, docs/decisions/033 and 034): the catalogue's editable
 * fields set on the selected records. 'Preview changes' runs the dry run and shows each change,
 * what the rules say and the refused records; 'Apply' sends the same input with the versions the
 * preview read, in requests of a few hundred records with progress, and only after a preview of
 * the input as it is now.
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
  const [link, setLink] = useState<BulkLinkInput | null>(null);
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);

  const key = inputKey({ selectedIds, batchId, entries, link });
  const running = progress !== null;
  const current = preview !== null && preview.key === key;
  const toApply = current ? preview.records.filter((r) => r.changes.length > 0) : [];

  const request = async (
    ids: number[],
    fields: BulkUpdateFieldInput[],
    dryRun: boolean,
    versions?: { id: string; version: number }[],
    bulkChangeId: string | null = null,
  ) => {
    const { data } = await send({
      variables: {
        input: {
          selectedIds: ids.map(String),
          fields,
          batchId: batchId === null ? null : String(batchId),
          dryRun,
          link,
          versions,
          query: queryInputOf(query),
          bulkChangeId,
        },
      },
    });
    const payload = data?.bulkUpdateRecords;
    if (payload?.userErrors.length) throw new RefusedInput(payload.userErrors);
    if (payload?.failure)
      throw new StoppedMidway(payload.failure.message, payload.failure.applied, payload.failure.failedFromId ?? null);
    if (!payload?.result) throw new Error(BULK_EDIT_MESSAGES.updateFailed);
    return { message: payload.message ?? null, result: payload.result };
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
    const run = await inRequests(
      selectedIds,
      (part) => request(part, read.fields, true),
      (done, total) => setProgress({ label: 'Previewing changes', done, total }),
    );
    setProgress(null);
    if (run.failure) {
      alerts.danger(showRefusal(run.failure.error));
      return;
    }
    const results = run.results.map((r) => r.result);
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
    const versionOf = new Map(toApply.map((r) => [Number(r.id), r.version]));
    const ids = toApply.map((r) => Number(r.id));
    const run = await inOneBulkChange(
      ids,
      (part, bulkChangeId) =>
        request(
          part,
          read.fields,
          false,
          part.flatMap((id) => {
            const version = versionOf.get(id);
            return typeof version === 'number' ? [{ id: String(id), version }] : [];
          }),
          bulkChangeId,
        ),
      (done, total) => setProgress({ label: 'Applying changes', done, total }),
    );
    setProgress(null);
    const results = run.results.map((r) => r.result);
    const summary: Applied = {
      total: ids.length,
      updated: results.reduce((n, r) => n + r.updated, 0),
      unchanged: results.reduce((n, r) => n + r.unchanged, 0),
      refused: results.flatMap((r) => r.refused),
    };
    if (run.failure) {
      const error = run.failure.error;
      const stopped = error instanceof StoppedMidway ? error : null;
      summary.updated += stopped?.applied ?? 0;
      const reason = showRefusal(error);
      alerts.danger(
        `${BULK_EDIT_MESSAGES.updateFailed}: ${summary.updated.toLocaleString('en-AU')} of ${records(ids.length)} ` +
          `were applied before it stopped${stopped?.failedFromId ? ` at record ${stopped.failedFromId}` : ''}; ` +
          `the rest were not changed.${reason === BULK_EDIT_MESSAGES.updateFailed || stopped ? '' : ` ${reason}`}`,
      );
    } else {
      alerts.success(run.results.at(-1)?.message ?? BULK_EDIT_MESSAGES.updated);
    }
    setApplied(summary);
    setPreview(null);
    setChangesSeen((n) => n + 1);
    if (summary.updated > 0 || run.failure) onApplied();
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

      {applied ? (
        <Box as="section" aria-label="Applied changes">
          <Stack gap="2">
            <Text role="status">
              {records(applied.updated)} updated of {records(applied.total)}
              {applied.unchanged > 0 ? `, ${records(applied.unchanged)} already held these values` : ''}
              {applied.refused.length > 0 ? `, ${records(applied.refused.length)} refused` : ''}.
            </Text>
            <RefusedRecords refused={applied.refused} title="Records not changed" />
          </Stack>
        </Box>
      ) : null}

      {preview ? <PreviewResult preview={preview} lists={lists} stale={!current} /> : null}

      <BulkChangesToday refreshKey={changesSeen} onUndone={onApplied} lists={lists} />
    </Stack>
  );
}
