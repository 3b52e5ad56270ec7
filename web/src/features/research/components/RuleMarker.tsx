import { IconButton, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';

/**
 * The '!' beside a field that a rule warns or errs about (spec section 2): a button that shows
 * the messages as a tooltip on hover or focus, in the danger colour for an error, else the
 * warning colour. Its accessible name carries the messages ('Error: …', 'Warning: …').
 */
export function RuleMarker({ warnings, errors }: { warnings: readonly string[]; errors: readonly string[] }) {
  if (warnings.length === 0 && errors.length === 0) return null;
  const lines = [...errors.map((m) => `Error: ${m}`), ...warnings.map((m) => `Warning: ${m}`)];
  const isError = errors.length > 0;
  return (
    <Tooltip.Root openDelay={100} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <IconButton
          aria-label={lines.join(' ')}
          data-rule-marker={isError ? 'error' : 'warning'}
          size="2xs"
          minWidth="5"
          height="5"
          rounded="full"
          variant="solid"
          colorPalette={isError ? 'red' : 'orange'}
        >
          !
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Stack gap="1">
              {lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
