import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { RecipientResult } from './RecipientDetailPanel.tsx';
import type { WorkMatch } from './useWorkSearch.ts';
import { scoreText } from './workSearchForm.ts';

/** One ranked work: the work, its score, and why it matched. */
export function WorkMatchRow({ match }: { match: WorkMatch }) {
  return (
    <Stack gap="0.5">
      <HStack justifyContent="space-between" alignItems="start" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {match.title}
        </Text>
        <Badge colorPalette="green" title="Match score" flexShrink={0}>
          {scoreText(match.score)}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {[match.type, match.isn, match.yearOfPublication, match.creators.join('; '), match.publishers.join('; ')]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {match.whyMatched.length ? (
        <HStack gap="1" flexWrap="wrap" aria-label="Why it matched">
          {match.whyMatched.map((why) => (
            <Badge key={why} size="sm" variant="outline">
              {why}
            </Badge>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

/** One recipient found: the pseudonym, its account and profile. */
export function RecipientRow({ recipient }: { recipient: RecipientResult }) {
  return (
    <HStack justifyContent="space-between" gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {recipient.pseudonymName}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {[recipient.accountName, recipient.accountProfile].filter(Boolean).join(' · ')}
      </Text>
    </HStack>
  );
}
