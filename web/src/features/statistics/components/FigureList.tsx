import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Figure = { label: string; value: ReactNode };

/** Labelled figures (the spec's info lines) as a description list; each item carries its label as `data-figure`. */
export function FigureList({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" aria-label={label} gap="2">
      {figures.map((figure) => (
        <DataList.Item key={figure.label} data-figure={figure.label}>
          <DataList.ItemLabel minWidth="48">{figure.label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {figure.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
