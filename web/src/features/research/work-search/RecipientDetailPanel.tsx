import { useQuery } from '@apollo/client/react';
import { skipToken } from '@apollo/client/react';
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { CONTRIBUTIONS_LIMIT } from '@rt/domain';
import type { RecipientSearchQuery } from '../../../__generated__/graphql.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { DetailRows } from './DetailRows.tsx';
import { ContributionsQuery } from './workSearchDocuments.ts';

export type RecipientResult = RecipientSearchQuery['recipients'][number];

/**
 * The recipient detail panel (spec 2): birth and death year, account name, relationship type,
 * parent account, email, account type and member status; for a creator, the works it contributed
 * to (work type, ISN, title, publisher), at most 10.
 */
export function RecipientDetailPanel({ recipient }: { recipient: RecipientResult }) {
  const creator = recipient.pseudonymRole === 'Creator';
  const contributions = useQuery(
    ContributionsQuery,
    creator
      ? { variables: { criteria: { accountObjectId: recipient.accountObjectId, limit: CONTRIBUTIONS_LIMIT } } }
      : skipToken,
  );
  return (
    <Stack gap="3" as="section" aria-label="Recipient details">
      <Heading as="h3" size="sm">
        Recipient details
      </Heading>
      <DetailRows
        rows={[
          ['Birth year', recipient.accountYearOfBirth],
          ['Death year', recipient.accountYearOfDeath],
          ['Account name', recipient.accountName],
          ['Relationship type', recipient.accountRelationshipType],
          ['Parent account name', recipient.accountUltimateParentName],
          ['Email', recipient.accountEmail],
          ['Account type', recipient.accountProfile],
          ['Member status', recipient.accountMemberStatus],
        ]}
      />
      {creator ? (
        <Stack gap="1" as="section" aria-label="Contributions">
          <Text fontWeight="semibold" fontSize="sm">
            Contributions
          </Text>
          {contributions.error ? (
            <LoadError message={contributions.error.message} />
          ) : contributions.loading && !contributions.data ? (
            <Text fontSize="sm" color="fg.muted">
              Loading…
            </Text>
          ) : contributions.data?.workSearch.length ? (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Work type</Table.ColumnHeader>
                  <Table.ColumnHeader>ISN</Table.ColumnHeader>
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  <Table.ColumnHeader>Publisher</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {contributions.data.workSearch.map((w) => (
                  <Table.Row key={w.workId}>
                    <Table.Cell>{w.type}</Table.Cell>
                    <Table.Cell>{w.isn ?? '-'}</Table.Cell>
                    <Table.Cell>{w.title}</Table.Cell>
                    <Table.Cell>{w.publishers.join('; ') || '-'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No contributions found.
            </Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
