import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BULK_EDIT_MESSAGES } from '@rt/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { BulkEditBatchQuery, BulkEditRecordIdsQuery, BulkEditRecordsQuery } from '../bulkEditDocuments.ts';
import { ColumnPicker } from '../components/ColumnPicker.tsx';
import { DownloadCsvButton } from '../components/DownloadCsvButton.tsx';
import { FilterRows } from '../components/FilterRows.tsx';
import { ResultsTable } from '../components/ResultsTable.tsx';
import { SavedQueries, type SavedQuery } from '../components/SavedQueries.tsx';
import { ScopePicker } from '../components/ScopePicker.tsx';
import { useChoiceLists } from '../components/useChoiceLists.ts';
import {
  apiQuery,
  draftOfSaved,
  emptyDraft,
  hasScope,
  isClean,
  newFilter,
  nextSort,
  runOf,
  type Draft,
  type ScopeCollection,
} from '../query/bulkQuery.ts';
import { BulkUpdatePanel } from '../update/BulkUpdatePanel.tsx';
import { BulkUpdateJobFollower } from '../update/BulkUpdateJobFollower.tsx';

/** What a failed query tells the user (spec section 8): the server's message, else 'Failed to fetch records'. */
function failureOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || BULK_EDIT_MESSAGES.fetchFailed;
  return BULK_EDIT_MESSAGES.fetchFailed;
}

type AllSelected = { total: number; cap: number; capped: boolean };

/**
 * '/bulk-edit' (spec section 2): build a query (research collections and/or batches, filters,
 * columns), Run it, page and sort its records 100 at a time, select some or all of them for the
 * bulk update, save, load and delete queries, and download the whole result as CSV. Run is
 * highlighted while the query is what last ran ('clean') and not after any change.
 */
export function BulkEditRoute() {
  const alerts = useAlerts();
  const client = useApolloClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  /** The query as last run (with the sort its headings chose), and the cursors of the pages read to reach this one. */
  const [ranDraft, setRanDraft] = useState<Draft | null>(null);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [scopeError, setScopeError] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allSelected, setAllSelected] = useState<AllSelected | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const [loaded, setLoaded] = useState<{ id: string; title: string } | null>(null);
  const nextKey = useRef(1);
  const takeKey = () => nextKey.current++;

  const ran = useMemo(() => (ranDraft ? runOf(ranDraft) : null), [ranDraft]);
  /** The query as run in the API's names: kept with a bulk change, and the CSV's body. */
  const ranForApi = useMemo(() => (ran ? apiQuery(ran) : null), [ran]);
  const clean = isClean(draft, ran);
  const cursor = cursors.at(-1) ?? null;

  const lists = useChoiceLists();

  const result = useQuery(
    BulkEditRecordsQuery,
    ran ? { variables: { query: ran.query, scope: ran.scope, cursor }, fetchPolicy: 'network-only' } : skipToken,
  );
  const page = result.data?.bulkEditRecords ?? result.previousData?.bulkEditRecords;

  function change(next: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...next }));
    if (next.collections || next.batchIds) setScopeError(false);
  }

  function runDraft(next: Draft) {
    if (!hasScope(next)) {
      setScopeError(true);
      return;
    }
    setScopeError(false);
    const same = ran !== null && runOf(next).fingerprint === ran.fingerprint && cursors.length === 1;
    setRanDraft(next);
    setCursors([null]);
    setSelected(new Set());
    setAllSelected(null);
    if (same) void result.refetch();
  }

  function run(event?: FormEvent) {
    event?.preventDefault();
    runDraft(draft);
  }

  function sortBy(key: string) {
    if (!ranDraft) return;
    const current = ranDraft.sort ?? { key: 'document_detail.id', direction: 'asc' as const };
    const sort = nextSort(current, key);
    const bySort = sort.key === 'document_detail.id' && sort.direction === 'asc' ? null : sort;
    setRanDraft({ ...ranDraft, sort: bySort });
    setDraft((d) => ({ ...d, sort: bySort }));
    setCursors([null]);
  }

  function select(ids: readonly string[], on: boolean) {
    setAllSelected(null);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  async function selectAll() {
    if (!ran) return;
    setSelectingAll(true);
    try {
      const { data, error } = await client.query({
        query: BulkEditRecordIdsQuery,
        variables: { query: ran.query, scope: ran.scope },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error(BULK_EDIT_MESSAGES.fetchFailed);
      const found = data.bulkEditRecordIds;
      setSelected(new Set(found.ids));
      setAllSelected({ total: found.total, cap: found.cap, capped: found.capped });
    } catch (error) {
      alerts.danger(failureOf(error));
    } finally {
      setSelectingAll(false);
    }
  }

  async function load(saved: SavedQuery) {
    try {
      // A saved batch whose collection the query does not name: its collection is chosen with it.
      const collections: ScopeCollection[] = saved.researchCollectionIds.map((id) => ({ id, title: '' }));
      for (const batchId of saved.batchIds) {
        const { data } = await client.query({ query: BulkEditBatchQuery, variables: { id: batchId } });
        const owner = data?.batch?.researchCollection;
        if (owner && !collections.some((c) => c.id === owner.id))
          collections.push({ id: owner.id, title: owner.collectionTitle });
      }
      const next = draftOfSaved(saved, collections, takeKey);
      setDraft(next);
      setLoaded({ id: saved.id, title: saved.queryTitle });
      alerts.success(BULK_EDIT_MESSAGES.loaded);
      runDraft(next);
    } catch (error) {
      alerts.danger(error instanceof Error && error.message ? error.message : BULK_EDIT_MESSAGES.loadFailed);
    }
  }

  const selectedIds = useMemo(() => [...selected].map(Number), [selected]);
  const batchId =
    ranDraft && ranDraft.batchIds.length === 1 && ranDraft.collections.length <= 1
      ? Number(ranDraft.batchIds[0])
      : null;

  const runState = !ran
    ? 'Press Run to see the records of this query.'
    : clean
      ? 'The results are those of this query.'
      : 'Query changed: press Run to update the results.';

  return (
    <Stack gap="8">
      <PageTitle title="Bulk Edit" />
      <Heading as="h1" size="2xl">
        Bulk Edit
      </Heading>

      <Stack as="form" gap="8" onSubmit={run} aria-label="Query">
        <Stack as="section" gap="3" aria-labelledby="bulk-scope-heading">
          <Heading as="h2" size="md" id="bulk-scope-heading">
            Research collections and batches
          </Heading>
          <ScopePicker collections={draft.collections} batchIds={draft.batchIds} onChange={(scope) => change(scope)} />
          {scopeError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{BULK_EDIT_MESSAGES.scopeRequired}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Stack>

        <FilterRows
          filters={draft.filters}
          onChange={(filters) => change({ filters })}
          onAdd={() => change({ filters: [...draft.filters, newFilter(takeKey())] })}
          lists={lists}
        />

        <ColumnPicker columns={draft.columns} onChange={(columns) => change({ columns })} />

        <HStack gap="4" wrap="wrap">
          <Button
            type="submit"
            variant={clean ? 'solid' : 'outline'}
            colorPalette={clean ? 'green' : 'blue'}
            data-clean={clean ? '' : undefined}
            aria-describedby="bulk-run-state"
            loading={result.loading && cursors.length === 1}
          >
            Run
          </Button>
          <Text
            id="bulk-run-state"
            role="status"
            color={clean ? 'fg' : 'fg.warning'}
            fontWeight={clean ? 'normal' : 'medium'}
          >
            {runState}
          </Text>
        </HStack>
      </Stack>

      <SavedQueries
        current={() => runOf(draft)}
        loaded={loaded}
        onSaved={(saved) => setLoaded({ id: saved.id, title: saved.queryTitle })}
        onLoad={(saved) => void load(saved)}
        onDeleted={(id) => setLoaded((current) => (current?.id === id ? null : current))}
      />

      {ran ? (
        <Stack as="section" gap="4" aria-labelledby="bulk-results-heading">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="md" id="bulk-results-heading">
              Results
            </Heading>
            <DownloadCsvButton
              body={() => {
                if (!ranForApi) return null;
                const { batch_id, research_collection_id, ...query } = ranForApi;
                return { query, batch_id, research_collection_id };
              }}
              title={ranDraft?.collections[0]?.title || null}
            />
          </HStack>
          {result.error ? (
            <LoadError message={failureOf(result.error)} onRetry={() => void result.refetch()} />
          ) : !page ? (
            <PageSpinner label="Loading records" />
          ) : (
            <>
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="medium" aria-live="polite">
                  {selected.size === 0
                    ? 'No records selected'
                    : `${selected.size} ${selected.size === 1 ? 'record' : 'records'} selected`}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void selectAll()}
                  loading={selectingAll}
                  disabled={page.total === 0}
                >
                  {`Select all ${page.total} records`}
                </Button>
                {selected.size > 0 ? (
                  <Button size="sm" variant="plain" onClick={() => select([...selected], false)}>
                    Clear selection
                  </Button>
                ) : null}
                {allSelected?.capped ? (
                  <Text color="fg.warning">
                    {`Only the first ${allSelected.cap} of ${allSelected.total} records are selected: a bulk update takes at most ${allSelected.cap}.`}
                  </Text>
                ) : null}
              </HStack>
              <ResultsTable
                page={page}
                pageNumber={cursors.length}
                sort={ranDraft?.sort ?? null}
                onSort={sortBy}
                selected={selected}
                onSelect={select}
                onNext={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor])}
                onPrevious={() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : [page.previousCursor]))}
                lists={lists}
                busy={result.loading}
              />
            </>
          )}
        </Stack>
      ) : null}

      {ranForApi && selectedIds.length > 0 ? (
        <Box>
          <BulkUpdatePanel
            selectedIds={selectedIds}
            batchId={batchId}
            query={ranForApi}
            onApplied={() => void result.refetch()}
          />
        </Box>
      ) : (
        // A bulk update job still running (after a reload, say) is shown and followed without the panel.
        <BulkUpdateJobFollower
          onApplied={() => {
            if (ran) void result.refetch();
          }}
        />
      )}
    </Stack>
  );
}
