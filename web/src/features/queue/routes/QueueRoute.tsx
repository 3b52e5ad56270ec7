import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/queue': the records waiting for research and on hold. */
export function QueueRoute() {
  return <ScreenPlaceholder title="Research Queue" />;
}
