import { Button } from '@chakra-ui/react';
import { MESSAGES } from '@rt/domain';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { downloadCsv, type CsvTable } from '../csv.ts';

type DownloadCsvButtonProps = {
  /** The file's name, with '.csv'. */
  fileName: string;
  /** What the table holds, for the button's accessible name ('Download CSV of …'). */
  of: string;
  /** The table as it is when the button is pressed. */
  table: () => CsvTable;
};

/** 'Download CSV' for a table of the statistics (beyond the spec): UTF-8 with a byte order mark, for Excel. */
export function DownloadCsvButton({ fileName, of, table }: DownloadCsvButtonProps) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadCsv(fileName, table());
    } catch {
      // Only papaparse's chunk can fail here.
      alerts.danger(MESSAGES.loadingChunkFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void download()}
      loading={busy}
      aria-label={`Download CSV of ${of}`}
    >
      Download CSV
    </Button>
  );
}
