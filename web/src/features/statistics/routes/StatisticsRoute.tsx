import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/statistics': process overview and individual metrics. */
export function StatisticsRoute() {
  return <ScreenPlaceholder title="Statistics" />;
}
