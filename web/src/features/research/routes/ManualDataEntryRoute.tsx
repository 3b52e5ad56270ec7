import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/manual-data-entry': start a record by hand. */
export function ManualDataEntryRoute() {
  return <ScreenPlaceholder title="Manual Data Entry" />;
}
