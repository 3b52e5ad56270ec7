import { skipToken, useQuery } from '@apollo/client/react';
import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { ASSIGNABLE_ROLE_IDS, BAR_CHART_CALENDAR_DAYS, toDisplayDate } from '@rt/domain';
import { useState } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import type { StatisticsIndividualMetricsQuery as MetricsResult } from '../../../__generated__/graphql.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { CHART_COLORS } from '../charts/chartColors.ts';
import { statisticsFailure } from '../statisticsFailure.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartSlot } from './ChartSlot.tsx';
import { FigureList } from './FigureList.tsx';
import { NumbersTable } from './NumbersTable.tsx';
import { ResearcherSelect } from './ResearcherSelect.tsx';

export const StatisticsIndividualMetricsQuery = graphql(`
  query StatisticsIndividualMetrics($researcherId: ID) {
    individualMetrics(researcherId: $researcherId) {
      researcher {
        id
        displayName
      }
      lastDays {
        date
        researched
        unidentifiable
        workRequest
      }
      summary {
        dailyAverageDocuments
        unidentifiablePercent
        workRequestPercent
        bestDay {
          date
          researched
        }
        totalDocuments
      }
    }
  }
`);

type Metrics = MetricsResult['individualMetrics'];

/** A percentage to one decimal as the spec shows it ('12.5%'); the number is already rounded by domain. */
const percent = (value: number) => `${value.toFixed(1)}%`;

type IndividualMetricsTabProps = {
  /** Coordinator and IT (role ids 2 and 4) pick a researcher; others see only their own metrics. */
  canPickResearcher: boolean;
  /** The signed-in user: a supervisor who is also a researcher-type user (a coordinator) starts with their own metrics. */
  me: { id: string; roleId: number | null };
};

/**
 * Individual Processing Metrics (spec sections 2 and 9): the bar chart of the last 25 calendar days
 * without weekends (researched, unidentifiable, work requests) and the 'Last 6 Months' figures.
 */
export function IndividualMetricsTab({ canPickResearcher, me }: IndividualMetricsTabProps) {
  // The picker offers only role ids 2 and 5 (spec section 5): IT starts with nobody chosen.
  const [picked, setPicked] = useState(me.roleId !== null && ASSIGNABLE_ROLE_IDS.includes(me.roleId) ? me.id : '');
  const result = useQuery(
    StatisticsIndividualMetricsQuery,
    !canPickResearcher
      ? { variables: {}, fetchPolicy: 'cache-and-network' }
      : picked
        ? { variables: { researcherId: picked }, fetchPolicy: 'cache-and-network' }
        : skipToken,
  );
  const metrics = result.data?.individualMetrics;

  return (
    <Stack gap="6">
      {canPickResearcher ? (
        <ResearcherSelect value={picked} onChange={setPicked} emptyLabel="Choose a researcher" />
      ) : null}
      {canPickResearcher && !picked ? (
        <Text color="fg.muted">Choose a researcher to see their processing metrics.</Text>
      ) : result.error && !metrics ? (
        <LoadError message={statisticsFailure(result.error)} onRetry={() => void result.refetch()} />
      ) : !metrics ? (
        <Center role="status" paddingY="10">
          <Spinner size="lg" aria-label="Loading the processing metrics" />
        </Center>
      ) : (
        <MetricsFigures metrics={metrics} refreshing={result.loading} />
      )}
    </Stack>
  );
}

function MetricsFigures({ metrics, refreshing }: { metrics: Metrics; refreshing: boolean }) {
  const { summary, lastDays, researcher } = metrics;
  const totals = lastDays.reduce((sum, d) => sum + d.researched, 0);
  const desc =
    `${lastDays.length} business days from ${toDisplayDate(lastDays[0]?.date)} to ${toDisplayDate(lastDays.at(-1)?.date)}: ` +
    `${totals} documents researched.`;
  const fileName = `processing-metrics_${researcher.displayName.replace(/[^\w-]+/g, '-')}.csv`;

  return (
    <Stack gap="8" aria-busy={refreshing}>
      <Text>
        Processing metrics of{' '}
        <Text as="span" fontWeight="semibold">
          {researcher.displayName}
        </Text>
      </Text>

      <Stack as="section" gap="3" aria-labelledby="statistics-bars-heading">
        <Heading as="h3" size="md" id="statistics-bars-heading">
          Last {BAR_CHART_CALENDAR_DAYS} days, weekends removed
        </Heading>
        <ChartLegend
          entries={[
            { label: 'Researched', color: CHART_COLORS.researched },
            { label: 'Unidentifiable', color: CHART_COLORS.unidentifiable },
            { label: 'Work Requests', color: CHART_COLORS.workRequest },
          ]}
        />
        <ChartSlot height="300px">
          {({ DailyBarChart }) => <DailyBarChart title="Documents per business day" desc={desc} days={lastDays} />}
        </ChartSlot>
        <NumbersTable
          label="Documents per business day"
          fileName={fileName}
          table={{
            fields: ['Date', 'Researched', 'Unidentifiable', 'Work Requests'],
            rows: lastDays.map((d) => [toDisplayDate(d.date), d.researched, d.unidentifiable, d.workRequest]),
          }}
        />
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="statistics-six-months-heading">
        <Heading as="h3" size="md" id="statistics-six-months-heading">
          Last 6 Months
        </Heading>
        <FigureList
          label="Last 6 Months"
          figures={[
            { label: 'Daily Avg. Documents', value: summary.dailyAverageDocuments },
            { label: 'Unidentifiable', value: percent(summary.unidentifiablePercent) },
            { label: 'Work Requests', value: percent(summary.workRequestPercent) },
            {
              label: 'Your Best Day',
              value: summary.bestDay
                ? `${summary.bestDay.researched} on ${toDisplayDate(summary.bestDay.date)}`
                : 'No documents yet',
            },
            { label: 'Total Documents', value: summary.totalDocuments },
          ]}
        />
      </Stack>
    </Stack>
  );
}
