import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { LocationForm } from '../forms/LocationForm.tsx';
import { locationValues } from '../forms/location.values.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { LocationEditQuery } from '../locationEditLoader.ts';

/** '.../batch/:batchId/location/edit/:locationId'. */
export function LocationEditRoute() {
  const { researchCollectionId = '', batchId = '', locationId = '' } = useParams();
  const variables = { id: locationId };
  // Asked by the route's loader as the screen opens (locationEditLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(LocationEditQuery, variables, 'network-only');
  const { data, loading, error, refetch } = useQuery(LocationEditQuery, { variables, fetchPolicy });
  const listUrl = `/research-collection/${researchCollectionId}/batch/${batchId}/location`;
  // A location of another batch is not this address's location.
  const location = data?.location && String(data.location.batchId) === batchId ? data.location : null;

  return (
    <Stack gap="6">
      <PageTitle title="Edit Location" />
      <BackLink to={listUrl}>Back to the locations</BackLink>
      <Heading as="h1" size="2xl">
        Edit Location
      </Heading>
      {error ? (
        <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !data ? (
        <PageSpinner label="Loading the location" />
      ) : !location || !data ? (
        <Text>
          Location {locationId} was not found in this batch.{' '}
          <Link asChild>
            <RouterLink to={listUrl}>Back to the locations</RouterLink>
          </Link>
        </Text>
      ) : (
        <>
          <Text color="fg.muted" data-testid="location-type">
            {location.type === 'INSTITUTE' ? 'Institute location' : 'School location'}
          </Text>
          <LocationForm
            key={location.id}
            locationId={location.id}
            type={location.type}
            initialValues={locationValues(location)}
            aouList={data.aouList}
            listUrl={listUrl}
          />
        </>
      )}
    </Stack>
  );
}
