import { Flex, Heading, Stack, Stat } from '@chakra-ui/react';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { QueueCard } from '../components/QueueCard.tsx';
import { useQueue } from '../queueQuery.ts';
import { useQueueSummary } from '../queueSummary.ts';

const total = (groups: ReadonlyArray<{ records: readonly unknown[] }> | undefined) =>
  groups?.reduce((sum, g) => sum + g.records.length, 0) ?? 0;

/** '/queue': Completed today, then the records ready for research and those on hold (spec 2). */
export function QueueRoute() {
  const summary = useQueueSummary();
  const ready = useQueue('READY_FOR_RESEARCH');
  const onHold = useQueue('ON_HOLD');
  const completedToday = summary.data?.queueSummary.completedToday ?? 0;

  return (
    <Stack gap="6">
      <PageTitle title="Research Queue" />
      <Flex justifyContent="space-between" alignItems="end" gap="4" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          Research Queue
        </Heading>
        <Stat.Root flex="0" minWidth="10rem" borderWidth="1px" borderRadius="md" padding="3" bg="bg">
          <Stat.Label>Completed today</Stat.Label>
          <Stat.ValueText data-testid="completed-today">{completedToday}</Stat.ValueText>
        </Stat.Root>
      </Flex>
      <Flex gap="6" alignItems="start" flexWrap="wrap">
        <QueueCard
          title="Research"
          count={summary.data?.queueSummary.readyForResearch ?? total(ready.groups)}
          groups={ready.groups}
          loading={ready.loading}
          error={ready.error}
          onRetry={ready.retry}
        />
        <QueueCard
          title="On Hold"
          count={summary.data?.queueSummary.onHold ?? total(onHold.groups)}
          groups={onHold.groups}
          loading={onHold.loading}
          error={onHold.error}
          onRetry={onHold.retry}
        />
      </Flex>
    </Stack>
  );
}
