import { Box, HStack, Text } from '@chakra-ui/react';

export type LegendEntry = {
  label: string;
  color: string;
  /** 'dashed' or 'dotted' for a line drawn so. */ line?: 'solid' | 'dashed' | 'dotted';
};

/** A chart's legend in words beside coloured marks, so no series is told apart by colour alone. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <HStack as="ul" gap="4" flexWrap="wrap" listStyleType="none" fontSize="sm" aria-label="Legend">
      {entries.map((entry) => (
        <HStack as="li" key={entry.label} gap="1.5">
          {entry.line ? (
            <Box aria-hidden width="6" borderTopWidth="3px" borderTopStyle={entry.line} borderColor={entry.color} />
          ) : (
            <Box aria-hidden width="3" height="3" rounded="sm" bg={entry.color} />
          )}
          <Text as="span">{entry.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
