import { Badge, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useQueueSummary } from '../../features/queue/queueSummary.ts';

/** Completed, Research and On Hold counters, each a link to /queue; 0 while loading or absent. */
export function QueueCounters() {
  const { data, loading, error } = useQueueSummary();
  const summary = data?.queueSummary;
  const counters = [
    { label: 'Completed', value: summary?.completedToday ?? 0, palette: 'green' },
    { label: 'Research', value: summary?.readyForResearch ?? 0, palette: 'blue' },
    { label: 'On Hold', value: summary?.onHold ?? 0, palette: 'orange' },
  ];
  return (
    <HStack
      as="ul"
      listStyleType="none"
      gap="1"
      aria-busy={loading}
      title={error ? 'The queue counters could not be loaded.' : undefined}
      data-state={error ? 'failure' : loading ? 'loading' : 'success'}
    >
      {counters.map((counter) => (
        <li key={counter.label}>
          <Link
            asChild
            paddingX="2"
            paddingY="1"
            borderRadius="md"
            color="fg"
            textDecoration="none"
            whiteSpace="nowrap"
            _hover={{ bg: 'bg.muted' }}
            focusVisibleRing="outside"
          >
            <RouterLink to="/queue">
              {counter.label}{' '}
              <Badge colorPalette={counter.palette} variant="solid" minWidth="6" justifyContent="center">
                {counter.value}
              </Badge>
            </RouterLink>
          </Link>
        </li>
      ))}
    </HStack>
  );
}
