import { Badge, Card, chakra, Heading, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import type { QueueCard_GroupFragment } from '../../../__generated__/graphql.ts';
import { LoadError } from '../../../components/LoadError.tsx';

export const QueueCard_group = graphql(`
  fragment QueueCard_group on QueueGroup {
    name
    records {
      id
      externalId
      totalPages
    }
  }
`);

type QueueCardProps = {
  title: string;
  count: number;
  groups: readonly QueueCard_GroupFragment[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
};

/** A record the researcher points at or focuses is read before the click: the form opens sooner. */
const prefetchRecord = (id: string) =>
  void import('../../research/researchPrefetch.ts').then((m) => m.prefetchResearchRecord(id)).catch(() => undefined);

/** One card of the queue (Research or On Hold): its records in collapsible groups by name. */
export function QueueCard({ title, count, groups, loading, error, onRetry }: QueueCardProps) {
  const headingId = `queue-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} flex="1" minWidth="18rem">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}{' '}
          <Badge colorPalette="blue" variant="subtle" aria-label={`${count} records`}>
            {count}
          </Badge>
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {error ? (
          <LoadError message={error} onRetry={onRetry} />
        ) : loading && !groups ? (
          <Text color="fg.muted">Loading…</Text>
        ) : !groups || groups.length === 0 ? (
          <Text color="fg.muted">No records.</Text>
        ) : (
          groups.map((group) => (
            <chakra.details key={group.name} open borderWidth="1px" borderRadius="md" data-testid="queue-group">
              <chakra.summary cursor="pointer" paddingX="3" paddingY="2" fontWeight="semibold" bg="bg.muted">
                {group.name} ({group.records.length})
              </chakra.summary>
              <List.Root as="ul" listStyleType="none" paddingX="3" paddingY="2" gap="1">
                {group.records.map((record) => (
                  <List.Item
                    key={record.id}
                    data-testid="queue-record"
                    display="flex"
                    justifyContent="space-between"
                    gap="4"
                  >
                    <Link asChild>
                      <RouterLink
                        to={`/research/${record.id}`}
                        onPointerEnter={() => prefetchRecord(record.id)}
                        onFocus={() => prefetchRecord(record.id)}
                      >
                        {record.externalId}
                      </RouterLink>
                    </Link>
                    <Text as="span" color="fg.muted">
                      {record.totalPages === null || record.totalPages === undefined
                        ? ''
                        : `${record.totalPages} pages`}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            </chakra.details>
          ))
        )}
      </Card.Body>
    </Card.Root>
  );
}
