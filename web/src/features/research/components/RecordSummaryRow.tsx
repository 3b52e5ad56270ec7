import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { BATCH_PERIODS, storedValue, toDisplayDate } from '@rt/domain';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import type { RecordSummaryRow_RecordFragment } from '../../../__generated__/graphql.ts';
import { minorTitleMatches } from '../rules/display.ts';
import { selectionHash } from '../rules/selectionHash.ts';

export const RecordSummaryRow_record = graphql(`
  fragment RecordSummaryRow_record on RecordSummary {
    id
    externalReferenceId
    biblioId
    usageId
    majorTitle
    minorTitle
    majorMaterialType
    minorMaterialType
    collectionTitle
    batchPeriod
    batchPeriodNumber
    modifiedAt
  }
`);

type RecordSummaryRowProps = { record: RecordSummaryRow_RecordFragment; search: string; onOpen: () => void };

/** One row of Find a Record (spec 2); the minor title only when the search text matches it. */
export function RecordSummaryRow({ record, search, onOpen }: RecordSummaryRowProps) {
  const href = `/research/${record.id}${selectionHash({ biblio: record.biblioId ?? null, usage: record.usageId ?? null })}`;
  const types = [record.majorMaterialType, record.minorMaterialType].filter(Boolean).join(' / ');
  const period = record.batchPeriod ? storedValue(BATCH_PERIODS, record.batchPeriod) : null;
  const batch = [period, record.batchPeriodNumber].filter(Boolean).join(' ');
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" padding="2" data-testid="record-summary">
      <HStack justifyContent="space-between" alignItems="start" gap="3">
        <Link asChild fontWeight="semibold">
          <RouterLink to={href} onClick={onOpen}>
            {record.externalReferenceId}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {toDisplayDate(record.modifiedAt)}
        </Text>
      </HStack>
      {record.majorTitle ? <Text fontSize="sm">{record.majorTitle}</Text> : null}
      {minorTitleMatches(record.minorTitle, search) ? (
        <Text fontSize="sm" color="fg.muted">
          {record.minorTitle}
        </Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {[types, record.collectionTitle, batch].filter(Boolean).join(' · ')}
      </Text>
    </Box>
  );
}
