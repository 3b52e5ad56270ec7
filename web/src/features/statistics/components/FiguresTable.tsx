import { Table } from '@chakra-ui/react';
import type { CsvTable } from '../csv.ts';

/** A small table of figures, exactly as its CSV holds them; numbers aligned right. */
export function FiguresTable({ label, table, maxHeight }: { label: string; table: CsvTable; maxHeight?: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxHeight={maxHeight}>
      <Table.Root size="sm" aria-label={label} stickyHeader={Boolean(maxHeight)}>
        <Table.Header>
          <Table.Row>
            {table.fields.map((field) => (
              <Table.ColumnHeader key={field}>{field}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row, i) => (
            <Table.Row key={i}>
              {row.map((cell, j) => (
                <Table.Cell key={j} textAlign={typeof cell === 'number' ? 'end' : undefined}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
