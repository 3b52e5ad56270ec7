import { Button, HStack, Text } from '@chakra-ui/react';
import { BULK_EDIT_MESSAGES, bulkEditCsvFileName, isoDate } from '@rt/domain';
import { useEffect, useRef, useState } from 'react';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { fetchRecordsCsv, saveBlob, type CsvProgress, type RecordsCsvBody } from '../csv/recordsCsv.ts';

type DownloadCsvButtonProps = {
  /** The query as last run, in the API's names; null before a run. */
  body: () => RecordsCsvBody | null;
  /** The first chosen batch's title (or collection's), for the name when the server gives none. */
  title: string | null;
};

/**
 * 'Download CSV' of the whole result, not only the page (spec section 2): read as a stream with a
 * progress bar of rows so far of the total, then saved under the server's file name. Cancel stops it.
 */
export function DownloadCsvButton({ body, title }: DownloadCsvButtonProps) {
  const alerts = useAlerts();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download() {
    const request = body();
    if (!request) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, bytes: 0, total: null });
    try {
      const { blob, fileName } = await fetchRecordsCsv(request, setProgress, {
        signal: controller.signal,
        fallbackName: bulkEditCsvFileName(title, isoDate()),
        failedText: BULK_EDIT_MESSAGES.fetchFailed,
      });
      saveBlob(blob, fileName);
    } catch (error) {
      if (!controller.signal.aborted)
        alerts.danger(error instanceof Error && error.message ? error.message : BULK_EDIT_MESSAGES.fetchFailed);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  return (
    <HStack gap="3" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => void download()} disabled={progress !== null}>
        Download CSV
      </Button>
      {progress ? (
        <HStack gap="2">
          {/* A native progress bar: role progressbar, indeterminate until the total is known. */}
          <progress
            aria-label="CSV download"
            max={progress.total || 1}
            value={progress.total === null ? undefined : progress.total === 0 ? 1 : progress.rows}
            style={{ width: '10rem' }}
          />
          <Text fontSize="sm" role="status">
            {progress.total === null
              ? `${progress.rows} rows (${Math.round(progress.bytes / 1024)} KB)`
              : `${progress.rows} of ${progress.total} rows`}
          </Text>
          <Button size="xs" variant="plain" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
