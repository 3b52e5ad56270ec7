import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { loadOnce } from '../../../platform/loadChunk.ts';
import type * as Charts from '../charts/StatisticsCharts.tsx';
import { LazyPart } from './LazyPart.tsx';

export type StatisticsCharts = typeof Charts;

/** The Victory charts' chunk, loaded once; asked for again after a failure (docs/decisions/031). */
const loadCharts = loadOnce(() => import('../charts/StatisticsCharts.tsx'));

/** Starts loading the charts while the screen asks for its numbers, so both arrive together. */
export function preloadCharts(): void {
  loadCharts().catch(() => {
    // A chart slot on the screen asks again and shows the failure.
  });
}

/** Where a chart goes: a placeholder of the chart's height while Victory loads, then the chart. */
export function ChartSlot({ height, children }: { height: string; children: (charts: StatisticsCharts) => ReactNode }) {
  return (
    <LazyPart
      load={loadCharts}
      fallback={
        <Box role="status" height={height} bg="bg.muted" rounded="md">
          <VisuallyHidden>Loading the chart</VisuallyHidden>
        </Box>
      }
    >
      {children}
    </LazyPart>
  );
}
