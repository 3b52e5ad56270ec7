import { skipToken, useQuery } from '@apollo/client/react';
import { Center, Grid, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { addDays, isoDate, targetDateError } from '@rt/domain';
import { useEffect, useState } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import { loadOnce } from '../../../platform/loadChunk.ts';
import { CollectionCombobox, type PickedCollection } from '../../../components/CollectionCombobox.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { statisticsFailure } from '../statisticsFailure.ts';
import { LazyPart } from './LazyPart.tsx';

/** What the tab shows of a batch: a chunk of its own, asked for while the user picks (docs/decisions/031). */
const loadFigures = loadOnce(() => import('./ProcessOverviewFigures.tsx'));

export const StatisticsCollectionBatchesQuery = graphql(`
  query StatisticsCollectionBatches($id: ID!) {
    researchCollection(id: $id) {
      id
      batches {
        id
        title
        status
      }
    }
  }
`);

export const StatisticsProcessOverviewQuery = graphql(`
  query StatisticsProcessOverview($collectionId: ID!, $batchId: ID!, $targetDate: Date) {
    processOverview(collectionId: $collectionId, batchId: $batchId, targetDate: $targetDate) {
      batchId
      info {
        researchers {
          researcherId
          displayName
          remaining
          dailyAverage
          forecast {
            remaining
            doneOn
            daysAfterTarget
          }
        }
        processedToday
        dailyAverageDocuments
        dailyDocumentTarget
        unidentifiable
        workRequests
        heldbacks
        onHold
        uniqueRecordCount
      }
      doughnut {
        slices {
          category
          count
        }
        totalDocuments
      }
      line {
        startDate
        endDate
        targetDate
        totalDocuments
        labelStep
        points {
          date
          researched
          totalByDate
        }
        forecast {
          date
          totalByDate
        }
      }
      completionForecast {
        remaining
        doneOn
        daysAfterTarget
      }
    }
  }
`);

/**
 * Process Overview (spec sections 2 and 9): a research collection picked by typing, one of its
 * unlocked batches (another collection resets the batch), an optional target date after today;
 * then the info lines, the doughnut, the line of documents researched per date with its forecast,
 * and, beyond the spec, when the batch is done at its researchers' own pace.
 */
export function ProcessOverviewTab() {
  const [collection, setCollection] = useState<PickedCollection | null>(null);
  const [batchId, setBatchId] = useState('');
  const [targetDate, setTargetDate] = useState('');
  const today = isoDate();
  useEffect(() => {
    loadFigures().catch(() => {
      // LazyPart asks again when the figures are needed, and shows the failure.
    });
  }, []);
  const targetError = targetDateError(targetDate, today);

  const batchesResult = useQuery(
    StatisticsCollectionBatchesQuery,
    collection ? { variables: { id: collection.id }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  // Spec section 4: only unlocked batches appear in the statistics pickers.
  const batches = (batchesResult.data?.researchCollection?.batches ?? []).filter((b) => b.status !== 'LOCKED');

  const overviewResult = useQuery(
    StatisticsProcessOverviewQuery,
    collection && batchId
      ? {
          variables: {
            collectionId: collection.id,
            batchId,
            targetDate: targetDate && !targetError ? targetDate : null,
          },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  const overview = overviewResult.data?.processOverview;
  const batchTitle = batches.find((b) => b.id === batchId)?.title ?? '';

  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr 1fr' }} gap="4" alignItems="start">
        <CollectionCombobox
          label="Research collection"
          onChange={(next) => {
            setCollection(next);
            // Spec section 2: selecting a different collection resets the batch selection.
            setBatchId('');
          }}
        />
        <FormField
          label="Batch"
          disabled={!collection}
          error={batchesResult.error ? statisticsFailure(batchesResult.error) : undefined}
        >
          <NativeSelect.Root>
            <NativeSelect.Field value={batchId} onChange={(event) => setBatchId(event.currentTarget.value)}>
              <option value="">
                {!collection
                  ? 'Choose a collection first'
                  : batchesResult.loading && batches.length === 0
                    ? 'Loading batches…'
                    : batches.length === 0
                      ? 'No unlocked batch'
                      : 'Select a batch'}
              </option>
              {batches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Target date (optional)" error={targetError ?? undefined}>
          <Input
            type="date"
            value={targetDate}
            min={addDays(today, 1)}
            onChange={(event) => setTargetDate(event.currentTarget.value)}
          />
        </FormField>
      </Grid>

      {!collection || !batchId ? (
        <Text color="fg.muted">
          Choose a research collection and one of its batches to see how its research stands.
        </Text>
      ) : overviewResult.error && !overview ? (
        <LoadError message={statisticsFailure(overviewResult.error)} onRetry={() => void overviewResult.refetch()} />
      ) : !overview ? (
        <Loading />
      ) : (
        <LazyPart load={loadFigures} fallback={<Loading />}>
          {({ OverviewFigures }) => (
            <OverviewFigures overview={overview} batchTitle={batchTitle} refreshing={overviewResult.loading} />
          )}
        </LazyPart>
      )}
    </Stack>
  );
}

function Loading() {
  return (
    <Center role="status" paddingY="10">
      <Spinner size="lg" aria-label="Loading the process overview" />
    </Center>
  );
}
