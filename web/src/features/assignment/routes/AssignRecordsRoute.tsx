import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/assign-records': give batches of records to researchers. */
export function AssignRecordsRoute() {
  return <ScreenPlaceholder title="Assign Records" />;
}
