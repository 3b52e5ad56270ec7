import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { completionForecastText, doughnut, toDisplayDate, type Doughnut } from '@rt/domain';
import { useMemo } from 'react';
import type { StatisticsProcessOverviewQuery as OverviewResult } from '../../../__generated__/graphql.ts';
import { CHART_COLORS, DOUGHNUT_COLORS } from '../charts/chartColors.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartSlot } from './ChartSlot.tsx';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import { FigureList } from './FigureList.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { NumbersTable } from './NumbersTable.tsx';

export type Overview = OverviewResult['processOverview'];
type Researcher = Overview['info']['researchers'][number];
type Forecast = Overview['completionForecast'];

/** domain's forecast sentence, from the schema's forecast. */
const forecastText = (f: Forecast) =>
  completionForecastText({
    remaining: f.remaining,
    done_on: f.doneOn ?? null,
    days_after_target: f.daysAfterTarget ?? null,
  });

/**
 * What the Process Overview shows of a batch (spec sections 2 and 9): the info lines, the doughnut,
 * the researchers with their forecasts, and the line of documents researched per date. A chunk of
 * its own, loaded beside the charts while the user picks a batch (docs/decisions/031).
 */
export function OverviewFigures({
  overview,
  batchTitle,
  refreshing,
}: {
  overview: Overview;
  batchTitle: string;
  refreshing: boolean;
}) {
  const { info, line } = overview;
  const ring = useMemo(() => doughnutOf(overview.doughnut), [overview.doughnut]);
  const fileTitle = batchTitle.replace(/[^\w-]+/g, '-') || `batch-${overview.batchId}`;

  return (
    <Stack gap="8" aria-busy={refreshing}>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <Stack gap="4">
          <FigureList
            label="Process overview"
            figures={[
              { label: 'Researchers', value: info.researchers.length },
              { label: 'Processed Today', value: info.processedToday },
              { label: 'Daily Avg. Document', value: info.dailyAverageDocuments },
              { label: 'Daily Document Target', value: info.dailyDocumentTarget },
              { label: 'Unidentifiable', value: info.unidentifiable },
              { label: 'Work Requests', value: info.workRequests },
              { label: 'Heldbacks', value: info.heldbacks },
              { label: 'On Hold', value: info.onHold },
              { label: 'Unique Record Count', value: info.uniqueRecordCount },
            ]}
          />
          <Text data-testid="batch-forecast">
            <Text as="span" fontWeight="semibold">
              Completion forecast:
            </Text>{' '}
            {forecastText(overview.completionForecast)} (target {toDisplayDate(line.targetDate)})
          </Text>
        </Stack>
        <DoughnutPanel ring={ring} />
      </Grid>

      <ResearchersTable researchers={info.researchers} fileTitle={fileTitle} />

      <Stack as="section" gap="3" aria-labelledby="statistics-line-heading">
        <Heading as="h3" size="md" id="statistics-line-heading">
          Documents researched per date
        </Heading>
        <ChartLegend
          entries={[
            { label: 'Researched to date', color: CHART_COLORS.researched, line: 'solid' },
            { label: 'Forecast at the daily average', color: CHART_COLORS.forecast, line: 'dashed' },
            { label: `Target ${toDisplayDate(line.targetDate)}`, color: CHART_COLORS.target, line: 'dotted' },
          ]}
        />
        <ChartSlot height="300px">
          {({ ResearchLineChart }) => (
            <ResearchLineChart
              title="Documents researched per date"
              desc={lineDescription(overview)}
              startDate={line.startDate}
              endDate={line.endDate}
              targetDate={line.targetDate}
              totalDocuments={line.totalDocuments}
              labelStep={line.labelStep}
              points={line.points}
              forecast={line.forecast}
            />
          )}
        </ChartSlot>
        <NumbersTable
          label="Documents researched per date"
          fileName={`documents-researched_${fileTitle}.csv`}
          table={{
            fields: ['Date', 'Researched', 'Researched to date', 'Forecast'],
            rows: lineRows(line),
          }}
        />
      </Stack>
    </Stack>
  );
}

/** The doughnut's numbers as domain's doughnut() reads them: slices, centre percentage and caption. */
function doughnutOf(ring: Overview['doughnut']): Doughnut {
  const count = (category: string) => ring.slices.find((s) => s.category === category)?.count ?? 0;
  return doughnut({
    Researched: count('RESEARCHED'),
    Unprocessed: count('UNPROCESSED'),
    Other: count('OTHER'),
    total_documents: ring.totalDocuments,
  });
}

function DoughnutPanel({ ring }: { ring: Doughnut }) {
  const desc = `${ring.slices.map((s) => `${s.label} ${s.value}`).join(', ')}; ${ring.researched_percent.toFixed(1)}% researched`;
  return (
    <Stack gap="3" alignItems="center">
      <Box position="relative" width="full" maxWidth="260px" aspectRatio="1">
        <ChartSlot height="260px">
          {({ DoughnutChart }) => <DoughnutChart slices={ring.slices} title="Documents by status" desc={desc} />}
        </ChartSlot>
        <Stack
          position="absolute"
          inset="0"
          alignItems="center"
          justifyContent="center"
          gap="0"
          pointerEvents="none"
          data-testid="doughnut-centre"
        >
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {ring.researched_percent.toFixed(1)}%
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {ring.caption}
          </Text>
        </Stack>
      </Box>
      <ChartLegend
        entries={ring.slices.map((s) => ({ label: `${s.label} ${s.value}`, color: DOUGHNUT_COLORS[s.label] }))}
      />
    </Stack>
  );
}

const RESEARCHER_FIELDS = ['Researcher', 'Open records', 'Daily avg. (6 months)', 'Forecast'] as const;

function ResearchersTable({ researchers, fileTitle }: { researchers: readonly Researcher[]; fileTitle: string }) {
  const table = {
    fields: RESEARCHER_FIELDS,
    rows: researchers.map((r) => [r.displayName, r.remaining, r.dailyAverage, forecastText(r.forecast)]),
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="statistics-researchers-heading">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h3" size="md" id="statistics-researchers-heading">
          Researchers of the batch
        </Heading>
        <DownloadCsvButton
          fileName={`researchers_${fileTitle}.csv`}
          of="the researchers of the batch"
          table={() => table}
        />
      </HStack>
      {researchers.length === 0 ? (
        <Text color="fg.muted">Nobody is assigned to this batch.</Text>
      ) : (
        <FiguresTable label="Researchers of the batch" table={table} />
      )}
    </Stack>
  );
}

function lineRows(line: Overview['line']): (string | number)[][] {
  const forecast = new Map(line.forecast.map((p) => [p.date, p.totalByDate]));
  const rows: (string | number)[][] = line.points.map((p) => [
    toDisplayDate(p.date),
    p.researched,
    p.totalByDate,
    forecast.get(p.date) ?? '',
  ]);
  const last = line.points.at(-1)?.date ?? '';
  for (const p of line.forecast) if (p.date > last) rows.push([toDisplayDate(p.date), '', '', p.totalByDate]);
  return rows;
}

function lineDescription(overview: Overview): string {
  const { line } = overview;
  const done = line.points.at(-1)?.totalByDate ?? 0;
  const reach = line.forecast.at(-1);
  return (
    `From ${toDisplayDate(line.startDate)}: ${done} of ${line.totalDocuments} documents researched; target ${toDisplayDate(line.targetDate)}.` +
    (reach ? ` At the daily average, ${reach.totalByDate} by ${toDisplayDate(reach.date)}.` : '')
  );
}
