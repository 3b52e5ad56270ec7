import { Heading, List, Stack } from '@chakra-ui/react';

export type Refusal = { id: string; reason: string; message: string };

/** Records the update leaves as they are, each with the server's reason: listed, never skipped silently. */
export function RefusedRecords({
  refused,
  title = 'Refused records',
}: {
  refused: readonly Refusal[];
  title?: string;
}) {
  if (refused.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h4" size="sm">
        {title} ({refused.length})
      </Heading>
      <List.Root gap="1" paddingStart="5" maxHeight="60" overflowY="auto">
        {refused.map((r) => (
          <List.Item key={r.id}>{r.message}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
