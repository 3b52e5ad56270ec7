import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

/**
 * The '!' beside a field that a rule warns or errs about (spec section 2): a button that shows
 * the messages as a tooltip on hover or focus, in the danger colour for an error, else the
 * warning colour; a field a rule disables names the rule. Its accessible name carries the messages ('Error: …', 'Warning: …'). A field
 * shows it only when there are messages (markerOf, fields.tsx).
 * The tooltip is a plain box under the marker rather than Chakra's floating tooltip, whose
 * positioning machinery would add ~10 KB to the research screen for one text box.
 */
export function RuleMarker({
  warnings,
  errors,
  disabledBy = [],
}: {
  warnings: readonly string[];
  errors: readonly string[];
  /** The rules that disable the field: the marker says so, as a disabled control cannot. */
  disabledBy?: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const lines = [
    ...errors.map((m) => `Error: ${m}`),
    ...warnings.map((m) => `Warning: ${m}`),
    ...disabledBy.map((name) => `Disabled by the rule '${name}'.`),
  ];
  const kind = errors.length > 0 ? 'error' : warnings.length > 0 ? 'warning' : 'disabled';
  return (
    <Box
      position="relative"
      display="inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <IconButton
        aria-label={lines.join(' ')}
        aria-describedby={open ? tooltipId : undefined}
        data-rule-marker={kind}
        size="2xs"
        minWidth="5"
        height="5"
        rounded="full"
        variant="solid"
        colorPalette={kind === 'error' ? 'red' : kind === 'warning' ? 'orange' : 'gray'}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        !
      </IconButton>
      {open ? (
        <Box
          id={tooltipId}
          role="tooltip"
          position="absolute"
          top="100%"
          insetStart="0"
          marginTop="1"
          zIndex="tooltip"
          width="max-content"
          maxWidth="xs"
          paddingX="2.5"
          paddingY="1"
          rounded="l2"
          bg="bg.inverted"
          color="fg.inverted"
          textStyle="xs"
          boxShadow="md"
          pointerEvents="none"
        >
          <Stack gap="1">
            {lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
