import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/research/:documentDetailId': the research form for one record ('new-record' for a manual one). */
export function ResearchRoute() {
  return <ScreenPlaceholder title="Research" />;
}
