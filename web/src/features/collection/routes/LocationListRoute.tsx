import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { LocationTable, type LocationType } from '../components/LocationTable.tsx';
import { batchListUrl } from '../previousUrl.ts';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { LocationListQuery } from '../locationListLoader.ts';

const TYPES: { type: LocationType; heading: string }[] = [
  { type: 'INSTITUTE', heading: 'Institute locations' },
  { type: 'SCHOOL', heading: 'School locations' },
];

/**
 * '.../batch/:batchId/location': the locations of one batch (spec section 2), in the institute
 * table or the school table by their type; a batch holding both types shows both tables. The back
 * link returns to the batch list's remembered page.
 */
export function LocationListRoute() {
  const { researchCollectionId = '', batchId = '' } = useParams();
  const variables = { batchId };
  // Asked by the route's loader as the screen opens (locationListLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(LocationListQuery, variables, 'cache-and-network');
  const { data, previousData, loading, error, refetch } = useQuery(LocationListQuery, { variables, fetchPolicy });
  const batch = (data ?? previousData)?.batch;
  const base = `/research-collection/${researchCollectionId}/batch/${batchId}/location`;
  const present = TYPES.filter(({ type }) => batch?.locations.some((l) => l.type === type));

  return (
    <Stack gap="5">
      <PageTitle title="Locations" />
      <Link asChild alignSelf="flex-start" fontSize="sm">
        <RouterLink to={batchListUrl(researchCollectionId)}>← Back to the batches</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Locations
        </Heading>
        {batch ? (
          <Text color="fg.muted" data-testid="batch-title">
            {batch.researchCollection?.collectionTitle} – {batch.title}
          </Text>
        ) : null}
      </Stack>

      {error && !batch ? (
        <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !batch ? (
        loading ? (
          <PageSpinner label="Loading locations" />
        ) : (
          <Text>Batch {batchId} was not found.</Text>
        )
      ) : batch.locations.length === 0 ? (
        <Text color="fg.muted">This batch has no locations.</Text>
      ) : (
        present.map(({ type, heading }) => (
          <Stack key={type} gap="2" aria-busy={loading}>
            {present.length > 1 ? (
              <Heading as="h2" size="md">
                {heading}
              </Heading>
            ) : null}
            <LocationTable type={type} locations={batch.locations.filter((l) => l.type === type)} base={base} />
          </Stack>
        ))
      )}
    </Stack>
  );
}
