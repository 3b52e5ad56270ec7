import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { toDisplayDate } from '@rt/domain';

export type ItemCard = {
  key: string;
  title: string;
  detail?: string;
  linkCount: number;
  /** Linked with the active item of the other side. */
  linked: boolean;
};

type ItemCardsProps = {
  kind: 'Biblio' | 'Usage';
  items: readonly ItemCard[];
  activeKey: string | null;
  onSelect: (key: string) => void;
  /** Link markers; absent when hidden (auditor). */
  onToggleLink?: (key: string) => void;
  /** Link markers shown but disabled (a record this user may not change). */
  linksDisabled?: boolean;
  /** Card tools; absent when hidden (auditor), disabled where the record may not change. */
  tools?: { onAdd: () => void; onDelete: (key: string) => void; onClone?: (key: string) => void; disabled: boolean };
};

/** The biblio or usage cards of the sidebar (spec 2): each with its link count; a click selects it. */
export function ItemCards({ kind, items, activeKey, onSelect, onToggleLink, linksDisabled, tools }: ItemCardsProps) {
  const plural = `${kind}s`;
  return (
    <Stack as="section" aria-label={plural} gap="2">
      <HStack justifyContent="space-between">
        <Text fontWeight="semibold">{plural}</Text>
        {tools ? (
          <Button size="xs" variant="outline" onClick={tools.onAdd} disabled={tools.disabled}>
            Add {kind.toLowerCase()}
          </Button>
        ) : null}
      </HStack>
      {/* Many cards scroll inside their list, so the record panel and the actions stay in view. */}
      <Stack as="ul" listStyleType="none" gap="1" maxHeight="15vh" overflowY="auto">
        {items.map((item, index) => {
          const active = item.key === activeKey;
          return (
            <Box
              as="li"
              key={item.key}
              data-testid={`${kind.toLowerCase()}-card`}
              data-active={active || undefined}
              borderWidth="1px"
              borderRadius="md"
              borderColor={active ? 'blue.500' : 'border'}
              bg={active ? 'blue.50' : 'bg'}
              padding="2"
            >
              <HStack gap="2" alignItems="start">
                {onToggleLink ? (
                  <IconButton
                    size="2xs"
                    variant={item.linked ? 'solid' : 'outline'}
                    colorPalette={item.linked ? 'green' : 'gray'}
                    aria-pressed={item.linked}
                    disabled={linksDisabled}
                    aria-label={`${item.linked ? 'Unlink' : 'Link'} ${kind.toLowerCase()} ${index + 1}`}
                    onClick={() => onToggleLink(item.key)}
                  >
                    {item.linked ? '●' : '○'}
                  </IconButton>
                ) : null}
                <Box
                  as="button"
                  flex="1"
                  textAlign="start"
                  onClick={() => onSelect(item.key)}
                  aria-current={active || undefined}
                  aria-label={`${kind} ${index + 1}: ${item.title}`}
                  cursor="pointer"
                >
                  <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
                    {kind} {index + 1}: {item.title}
                  </Text>
                  {item.detail ? (
                    <Text fontSize="xs" color="fg.muted">
                      {item.detail}
                    </Text>
                  ) : null}
                </Box>
                <Badge title="Link count" aria-label={`${item.linkCount} links`} data-testid="link-count">
                  {item.linkCount}
                </Badge>
              </HStack>
              {tools && active ? (
                <HStack gap="1" marginTop="1" justifyContent="end">
                  {tools.onClone ? (
                    <Button
                      size="2xs"
                      variant="ghost"
                      disabled={tools.disabled}
                      onClick={() => tools.onClone?.(item.key)}
                    >
                      Clone (F2)
                    </Button>
                  ) : null}
                  <Button
                    size="2xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={tools.disabled}
                    onClick={() => tools.onDelete(item.key)}
                  >
                    Delete
                  </Button>
                </HStack>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

export const usageDetail = (eventDate: string | null, timesCopied: number | null): string =>
  [toDisplayDate(eventDate), timesCopied === null ? '' : `${timesCopied} copies`].filter(Boolean).join(' · ');
