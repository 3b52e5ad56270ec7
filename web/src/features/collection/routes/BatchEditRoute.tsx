import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { BatchForm } from '../forms/BatchForm.tsx';
import { batchValues } from '../forms/batch.values.ts';
import { batchListUrl } from '../previousUrl.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { BatchEditQuery } from '../batchEditLoader.ts';

/** '.../batch/:batchId/edit'. */
export function BatchEditRoute() {
  const { researchCollectionId = '', batchId = '' } = useParams();
  const variables = { id: batchId };
  // Asked by the route's loader as the screen opens (batchEditLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(BatchEditQuery, variables, 'network-only');
  const { data, loading, error, refetch } = useQuery(BatchEditQuery, { variables, fetchPolicy });
  // A batch of another collection is not this address's batch.
  const batch = data?.batch && String(data.batch.researchCollectionId) === researchCollectionId ? data.batch : null;

  return (
    <Stack gap="6">
      <PageTitle title="Edit Batch" />
      <BackLink to={batchListUrl(researchCollectionId)}>Back to the batches</BackLink>
      <Heading as="h1" size="2xl">
        Edit Batch
      </Heading>
      {error ? (
        <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !data ? (
        <PageSpinner label="Loading the batch" />
      ) : !batch ? (
        <Text>
          Batch {batchId} was not found in this research collection.{' '}
          <Link asChild>
            <RouterLink to={batchListUrl(researchCollectionId)}>Back to the batches</RouterLink>
          </Link>
        </Text>
      ) : (
        <>
          <Text color="fg.muted" data-testid="batch-title">
            {batch.title}
          </Text>
          <BatchForm
            key={batch.id}
            researchCollectionId={researchCollectionId}
            batch={{ id: batch.id, title: batch.title }}
            initialValues={batchValues(batch)}
          />
        </>
      )}
    </Stack>
  );
}
