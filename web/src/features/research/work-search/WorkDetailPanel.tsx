import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { isPublisherContributor } from '@rt/domain';
import type { WorkDetailQuery } from '../../../__generated__/graphql.ts';
import { DetailRows } from './DetailRows.tsx';

type WorkDetail = NonNullable<WorkDetailQuery['work']>;

type WorkDetailPanelProps = { work: WorkDetail; citingRecords: WorkDetailQuery['citingRecords'] };

/**
 * The work detail panel (spec 2): type, ISN, title, year, edition, volume, BLM status, payment
 * model, source creators, shareholders with their share, terms and conditions, and up to 10
 * records that already cite the work (the API leaves out the record being researched).
 */
export function WorkDetailPanel({ work, citingRecords }: WorkDetailPanelProps) {
  const creators = work.contributors.filter((c) => !isPublisherContributor(c.type)).map((c) => c.sfPseudonymName);
  return (
    <Stack gap="3" as="section" aria-label="Work details">
      <Heading as="h3" size="sm">
        Work details
      </Heading>
      <DetailRows
        rows={[
          ['Work type', [work.type, work.subType].filter(Boolean).join(' / ')],
          ['ISN', work.isn],
          ['Title', work.title],
          ['Year', work.yearOfPublication],
          ['Edition', work.edition],
          ['Volume', work.volume],
          ['BLM status', work.blmStatus],
          ['Payment model', work.paymentModel],
          ['Source creators', creators.join('; ')],
          [
            'Shareholders',
            work.shares.length ? (
              <Stack gap="0" as="ul" listStyleType="none">
                {work.shares.map((s) => (
                  <li key={s.sfAccountName}>
                    {s.sfAccountName} {s.share}%
                  </li>
                ))}
              </Stack>
            ) : null,
          ],
          ['Terms and conditions', work.terms.map((t) => t.sfTacName).join('; ')],
        ]}
      />
      <Stack gap="1" as="section" aria-label="Example documents">
        <Text fontWeight="semibold" fontSize="sm">
          Example documents
        </Text>
        {citingRecords.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No other record cites this work yet.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0.5" direction="row" flexWrap="wrap" columnGap="3">
            {citingRecords.map((r) => (
              <li key={r.id}>
                <Link href={`/research/${r.id}`} target="_blank" rel="noreferrer" fontSize="sm">
                  {r.externalReferenceId}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
