import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import type { ChoiceLists } from '../components/choices.ts';
import { diffRows, records, ruleSetTexts, type DiffRow } from './bulkUpdate.ts';
import { RefusedRecords, type Refusal } from './RefusedRecords.tsx';

type Change = { resource: string; field: string; itemId?: string | null; before?: unknown; after?: unknown };
export type PreviewRecord = {
  id: string;
  version?: number | null;
  changes: readonly Change[];
  ruleSets: readonly { resource: string; itemId?: string | null; field: string; value?: unknown }[];
};
export type Preview = {
  /** The input the preview was made of: Apply waits for a preview of the input as it is. */
  key: string;
  updated: number;
  unchanged: number;
  refused: readonly Refusal[];
  records: readonly PreviewRecord[];
};

/** The bulk-edit results' page size (spec section 9). */
const PAGE_SIZE = 100;

const COLUMNS: DataColumn<DiffRow>[] = [
  { key: 'record', header: 'Record', cell: (r) => r.recordId, sortValue: (r) => Number(r.recordId) },
  { key: 'where', header: 'Where', cell: (r) => r.where, sortValue: (r) => r.where },
  { key: 'field', header: 'Field', cell: (r) => r.field, sortValue: (r) => r.field },
  { key: 'before', header: 'Before', cell: (r) => r.before },
  { key: 'after', header: 'After', cell: (r) => r.after },
];

/** The dry run's answer: how many change, each change before → after, what the rules say, and the refused records. */
export function PreviewResult({ preview, lists, stale }: { preview: Preview; lists: ChoiceLists; stale: boolean }) {
  const rows = useMemo(() => diffRows(preview.records, lists), [preview.records, lists]);
  const rules = useMemo(() => ruleSetTexts(preview.records, lists), [preview.records, lists]);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new preview takes the focus, so keyboard and screen-reader users land on what it says.
  useEffect(() => heading.current?.focus(), [preview.key]);
  return (
    <Stack gap="4" as="section" aria-labelledby="bulk-update-preview-heading" opacity={stale ? 0.6 : 1}>
      <Heading as="h3" size="md" id="bulk-update-preview-heading" ref={heading} tabIndex={-1}>
        Preview of changes
      </Heading>
      {stale ? (
        <Text role="status" fontWeight="medium">
          The fields or the selection changed since this preview.
        </Text>
      ) : null}
      <Text role="status">
        {records(preview.updated)} will change, {records(preview.unchanged)} already hold these values,{' '}
        {records(preview.refused.length)} refused.
      </Text>
      <DataTable
        label="Changes per record"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.key}
        pageSize={PAGE_SIZE}
        emptyText="No record would change."
      />
      {rules.length > 0 ? (
        <Stack gap="2" as="section" aria-label="What the rules say">
          <Heading as="h4" size="sm">
            What the rules say
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            These values are not written by the bulk update; the record's next save in the research form sets them.
          </Text>
          <List.Root gap="1" paddingStart="5" maxHeight="60" overflowY="auto">
            {rules.map((r, i) => (
              <List.Item key={i}>
                Record {r.recordId}: {r.text}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      <RefusedRecords refused={preview.refused} />
    </Stack>
  );
}
