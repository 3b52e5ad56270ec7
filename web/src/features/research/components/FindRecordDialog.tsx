import { useQuery } from '@apollo/client/react';
import { CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { FIND_RECORDS_LIMIT, FIND_RECORDS_MIN_RUN, isFindRecordsSearch } from '@rt/domain';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { graphql } from '../../../__generated__/gql.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { RecordSummaryRow } from './RecordSummaryRow.tsx';

export type FindRecordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export const RecentRecordsQuery = graphql(`
  query RecentRecords {
    recentRecords {
      ...RecordSummaryRow_record
    }
  }
`);

export const FindRecordsQuery = graphql(`
  query FindRecords($search: String!) {
    findRecords(search: $search) {
      ...RecordSummaryRow_record
    }
  }
`);

/** Asked apart from the rows, which show as soon as they come: counting a common text takes longer. */
export const FindRecordsTotalQuery = graphql(`
  query FindRecordsTotal($search: String!) {
    findRecordsTotal(search: $search) {
      count
      capped
    }
  }
`);

const count = new Intl.NumberFormat('en-AU');

type Total = { count: number; capped: boolean } | 'counting' | 'failed';

/**
 * '{n} Results' (spec 2) when the rows are every match, '50 of 1,204 results' when the answer holds
 * only part of them; while a full answer's matches are being counted, or when they could not be, it
 * says so.
 */
function resultsHeading(shown: number, total?: Total): string {
  const n = count.format(shown);
  if (total === 'counting') return `First ${n} results, counting all matches…`;
  if (total === 'failed') return `First ${n} results`;
  if (total?.capped) return `${n} of more than ${count.format(total.count)} results`;
  if (total && total.count > shown) return `${n} of ${count.format(total.count)} results`;
  return `${n} Results`;
}

/**
 * A search runs at the first change after a pause (a pasted id or title answers at once), then once
 * typing pauses this long.
 */
const SEARCH_DELAY_MS = 150;

/**
 * The Find a Record modal (spec 2): 'Search by ID or Title' runs as the text changes (debounced);
 * 'Recently Completed' until a search, then '{n} Results', or '50 of 1,204 results' when more
 * matched than are shown. Each row opens the record, at the
 * biblio and usage the search narrowed to.
 */
export function FindRecordDialog({ open, onOpenChange }: FindRecordDialogProps) {
  const [text, setText] = useState('');
  const [settled] = useDebounce(text.trim(), SEARCH_DELAY_MS, { leading: true });
  // Text too short to look up stays off the server (docs/decisions/042); the box says why.
  const tooShort = settled !== '' && !isFindRecordsSearch(settled);
  const search = tooShort ? '' : settled;
  const searching = search !== '';
  const recent = useQuery(RecentRecordsQuery, { skip: !open || searching, fetchPolicy: 'cache-and-network' });
  const found = useQuery(FindRecordsQuery, { variables: { search }, skip: !open || !searching });
  // Fewer rows than an answer holds are every match: only a full answer's total is asked.
  const full = searching && found.data?.findRecords.length === FIND_RECORDS_LIMIT;
  const total = useQuery(FindRecordsTotalQuery, { variables: { search }, skip: !open || !full });
  const current = searching ? found : recent;
  const rows = searching ? found.data?.findRecords : recent.data?.recentRecords;
  const shownTotal: Total | undefined = !full
    ? undefined
    : (total.data?.findRecordsTotal ?? (total.error ? 'failed' : 'counting'));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="lg"
      placement="top"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Find a Record</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  placeholder="Search by ID or Title"
                  aria-label="Search by ID or Title"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  aria-describedby={tooShort ? 'find-record-too-short' : undefined}
                />
                {tooShort ? (
                  <Text id="find-record-too-short" color="fg.muted" fontSize="sm">
                    Type at least {FIND_RECORDS_MIN_RUN} letters or digits, or a record or biblio id
                  </Text>
                ) : null}
                <Text fontWeight="semibold" data-testid="find-record-heading">
                  {searching ? resultsHeading(rows?.length ?? 0, shownTotal) : 'Recently Completed'}
                </Text>
                {current.error ? (
                  <LoadError
                    message={current.error.message}
                    onRetry={() => void current.refetch().catch(() => undefined)}
                  />
                ) : current.loading && !rows ? (
                  <Text color="fg.muted">Searching…</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="2" aria-label="Records">
                    {(rows ?? []).map((row) => (
                      <RecordSummaryRow
                        key={`${row.id}:${row.biblioId ?? ''}:${row.usageId ?? ''}`}
                        record={row}
                        search={search}
                        onOpen={() => onOpenChange(false)}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
