import { Link as RouterLink } from 'react-router-dom';
import { PlainBadge } from '../../components/PlainControls.tsx';
import type { Palette } from '../../components/controlStyles.ts';
import { useQueueSummary } from '../../features/queue/queueSummary.ts';
import { FRAME_CLASS } from '../layouts/frameStyles.ts';

/** Completed, Research and On Hold counters, each a link to /queue; 0 while loading or absent. */
export function QueueCounters() {
  const { data, loading, error } = useQueueSummary();
  const summary = data?.queueSummary;
  const counters: Array<{ label: string; value: number; palette: Palette }> = [
    { label: 'Completed', value: summary?.completedToday ?? 0, palette: 'green' },
    { label: 'Research', value: summary?.readyForResearch ?? 0, palette: 'blue' },
    { label: 'On Hold', value: summary?.onHold ?? 0, palette: 'orange' },
  ];
  return (
    <ul
      className={FRAME_CLASS.counters}
      aria-busy={loading}
      title={error ? 'The queue counters could not be loaded.' : undefined}
      data-state={error ? 'failure' : loading ? 'loading' : 'success'}
    >
      {counters.map((counter) => (
        <li key={counter.label}>
          <RouterLink className={FRAME_CLASS.counterLink} to="/queue">
            {counter.label}{' '}
            <PlainBadge look="solid" palette={counter.palette} className={FRAME_CLASS.counterBadge}>
              {counter.value}
            </PlainBadge>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
