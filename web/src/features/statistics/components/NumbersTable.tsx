import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CsvTable } from '../csv.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import { FiguresTable } from './FiguresTable.tsx';

type NumbersTableProps = {
  /** The table's accessible name, e.g. 'Documents researched per date'. */
  label: string;
  table: CsvTable;
  fileName: string;
};

const Details = chakra('details');

/**
 * The numbers behind a chart, under a 'Show the numbers' disclosure: the same figures as a table
 * (for screen readers and anyone who wants the exact values), with its CSV download.
 */
export function NumbersTable({ label, table, fileName }: NumbersTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Text as="summary" cursor="pointer" color="fg.muted" fontSize="sm" width="fit-content">
        Show the numbers
      </Text>
      {open ? (
        <Box paddingTop="3">
          <HStack justify="flex-end" paddingBottom="2">
            <DownloadCsvButton fileName={fileName} of={label} table={() => table} />
          </HStack>
          <FiguresTable label={label} table={table} maxHeight="80" />
        </Box>
      ) : null}
    </Details>
  );
}
