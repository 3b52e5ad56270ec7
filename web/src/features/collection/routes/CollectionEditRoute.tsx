import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { CollectionForm } from '../forms/CollectionForm.tsx';
import { collectionValues } from '../forms/collection.values.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { CollectionEditQuery } from '../collectionEditLoader.ts';

/** '/research-collection/:researchCollectionId/edit'. */
export function CollectionEditRoute() {
  const { researchCollectionId = '' } = useParams();
  const variables = { id: researchCollectionId };
  // Asked by the route's loader as the screen opens (collectionEditLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(CollectionEditQuery, variables, 'network-only');
  const { data, loading, error, refetch } = useQuery(CollectionEditQuery, { variables, fetchPolicy });
  const collection = data?.researchCollection;

  return (
    <Stack gap="6">
      <PageTitle title="Edit Research Collection" />
      <BackLink to="/research-collection">Back to Research Collections</BackLink>
      <Heading as="h1" size="2xl">
        Edit Research Collection
      </Heading>
      {error ? (
        <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !collection ? (
        <PageSpinner label="Loading the research collection" />
      ) : !collection ? (
        <Text>
          Research collection {researchCollectionId} was not found.{' '}
          <Link asChild>
            <RouterLink to="/research-collection">Back to Research Collections</RouterLink>
          </Link>
        </Text>
      ) : (
        <CollectionForm key={collection.id} collectionId={collection.id} initialValues={collectionValues(collection)} />
      )}
    </Stack>
  );
}
