import { useQuery } from '@apollo/client/react';
import { Badge, Center, Grid, HStack, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { isoDate, PROCESSED_COUNT_THRESHOLD, toDisplayDate } from '@rt/domain';
import { useState } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import type {
  ProcessedCountTone,
  StatisticsProcessedRecordsSummaryQuery as SummaryResult,
} from '../../../__generated__/graphql.ts';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { statisticsFailure } from '../statisticsFailure.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import { ResearcherSelect } from './ResearcherSelect.tsx';

export const StatisticsProcessedRecordsSummaryQuery = graphql(`
  query StatisticsProcessedRecordsSummary($researcherId: ID, $date: Date) {
    processedRecordsSummary(researcherId: $researcherId, date: $date) {
      researcherId
      researcher
      date
      researched
      unidentifiable
      workRequest
      tone
    }
  }
`);

type Row = SummaryResult['processedRecordsSummary'][number];

/** Spec section 9's default table size. */
const PAGE_SIZE = 5;

/**
 * The processed count, green above 109 and in the warning colour at 109 or less (the tone the API's
 * answer carries, domain's processedCountTone); a mark and words for screen readers tell the two
 * apart without the colour.
 */
function ProcessedCount({ count, tone }: { count: number; tone: ProcessedCountTone }) {
  const above = tone === 'SUCCESS';
  return (
    <Badge colorPalette={above ? 'green' : 'orange'} variant="subtle" size="lg" fontVariantNumeric="tabular-nums">
      <Text as="span" aria-hidden>
        {above ? '▲' : '▼'}
      </Text>
      {count}
      <VisuallyHidden>
        {above ? `, above ${PROCESSED_COUNT_THRESHOLD}` : `, ${PROCESSED_COUNT_THRESHOLD} or less`}
      </VisuallyHidden>
    </Badge>
  );
}

const FIELDS = ['Researcher', 'Date', 'Researched', 'Unidentifiable', 'Work Request'] as const;

const COLUMNS: DataColumn<Row>[] = [
  { key: 'researcher', header: FIELDS[0], cell: (r) => r.researcher, sortValue: (r) => r.researcher },
  { key: 'date', header: FIELDS[1], cell: (r) => toDisplayDate(r.date), sortValue: (r) => r.date },
  {
    key: 'researched',
    header: FIELDS[2],
    cell: (r) => <ProcessedCount count={r.researched} tone={r.tone} />,
    sortValue: (r) => r.researched,
  },
  { key: 'unidentifiable', header: FIELDS[3], cell: (r) => r.unidentifiable, sortValue: (r) => r.unidentifiable },
  { key: 'workRequest', header: FIELDS[4], cell: (r) => r.workRequest, sortValue: (r) => r.workRequest },
];

/**
 * Processed Records Summary (spec section 2, role ids 2 and 4 only): a researcher (or all) and a
 * day (today by default); a row per researcher of what they finished that day.
 */
export function ProcessedRecordsSummaryTab() {
  const [researcherId, setResearcherId] = useState('');
  const [date, setDate] = useState(isoDate());
  const result = useQuery(StatisticsProcessedRecordsSummaryQuery, {
    variables: { researcherId: researcherId || null, date: date || null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = result.data?.processedRecordsSummary;

  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" maxWidth="3xl">
        <ResearcherSelect value={researcherId} onChange={setResearcherId} emptyLabel="All researchers" />
        <FormField label="Date" helperText="Today when empty">
          <Input type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} maxWidth="xs" />
        </FormField>
      </Grid>

      {result.error && !rows ? (
        <LoadError message={statisticsFailure(result.error)} onRetry={() => void result.refetch()} />
      ) : !rows ? (
        <Center role="status" paddingY="10">
          <Spinner size="lg" aria-label="Loading the processed records summary" />
        </Center>
      ) : (
        <Stack gap="3" aria-busy={result.loading}>
          <HStack justify="space-between" flexWrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              Above {PROCESSED_COUNT_THRESHOLD} documents in green (▲); {PROCESSED_COUNT_THRESHOLD} or less in orange
              (▼).
            </Text>
            <DownloadCsvButton
              fileName={`processed-records-summary_${date || isoDate()}.csv`}
              of="the processed records summary"
              table={() => ({
                fields: FIELDS,
                rows: rows.map((r) => [
                  r.researcher,
                  toDisplayDate(r.date),
                  r.researched,
                  r.unidentifiable,
                  r.workRequest,
                ]),
              })}
            />
          </HStack>
          <DataTable
            label="Processed records summary"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.researcherId}-${r.date}`}
            pageSize={PAGE_SIZE}
            emptyText="No researcher to show."
          />
        </Stack>
      )}
    </Stack>
  );
}
