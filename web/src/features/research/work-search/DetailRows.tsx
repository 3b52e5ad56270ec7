import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { orDash } from '../rules/display.ts';

/** Label–value rows of a detail panel; a missing value shows '-'. */
export function DetailRows({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minWidth="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            {typeof value === 'string' || typeof value === 'number' || value == null ? orDash(value) : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
