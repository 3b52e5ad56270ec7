import { useQuery } from '@apollo/client/react';
import { CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
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

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The Find a Record modal (spec 2): 'Search by ID or Title' runs as the text changes (debounced);
 * 'Recently Completed' until a search, then '{n} Results'. Each row opens the record, at the
 * biblio and usage the search narrowed to.
 */
export function FindRecordDialog({ open, onOpenChange }: FindRecordDialogProps) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = search !== '';
  const recent = useQuery(RecentRecordsQuery, { skip: !open || searching, fetchPolicy: 'cache-and-network' });
  const found = useQuery(FindRecordsQuery, { variables: { search }, skip: !open || !searching });
  const current = searching ? found : recent;
  const rows = searching ? found.data?.findRecords : recent.data?.recentRecords;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" placement="top" scrollBehavior="inside">
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
                />
                <Text fontWeight="semibold" data-testid="find-record-heading">
                  {searching ? `${rows?.length ?? 0} Results` : 'Recently Completed'}
                </Text>
                {current.error ? (
                  <LoadError message={current.error.message} onRetry={() => void current.refetch().catch(() => undefined)} />
                ) : current.loading && !rows ? (
                  <Text color="fg.muted">Searching…</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="2" aria-label="Records">
                    {(rows ?? []).map((row) => (
                      <RecordSummaryRow key={`${row.id}:${row.biblioId ?? ''}:${row.usageId ?? ''}`} record={row} search={search} onOpen={() => onOpenChange(false)} />
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
