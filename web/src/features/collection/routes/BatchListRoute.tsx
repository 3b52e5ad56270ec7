import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { BatchTable, type BatchRow } from '../components/BatchTable.tsx';
import { confirmedDelete, evictDeleted } from '../../../components/confirmedDelete.ts';
import { errorText } from '../forms/errorText.ts';
import { rememberPreviousUrl } from '../previousUrl.ts';
import { useDeleteDialog } from './useDeleteDialog.ts';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { BatchListQuery } from '../batchListLoader.ts';

export const DeleteBatchMutation = graphql(`
  mutation DeleteBatch($id: ID!) {
    deleteBatch(id: $id) {
      message
      deletedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * '/research-collection/:researchCollectionId/batch': the batches of one collection (spec section
 * 2). The page is kept in the address (?page=2), and the address is remembered as the previous URL
 * so the batch forms and the location list come back to this page.
 */
export function BatchListRoute() {
  const { researchCollectionId = '' } = useParams();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page') ?? '1') || 1;
  const alerts = useAlerts();

  useEffect(() => {
    rememberPreviousUrl(location.pathname + location.search);
  }, [location.pathname, location.search]);

  const variables = { id: researchCollectionId };
  // Asked by the route's loader as the screen opens (batchListLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(BatchListQuery, variables, 'cache-and-network');
  const { data, previousData, loading, error, refetch } = useQuery(BatchListQuery, { variables, fetchPolicy });
  const collection = (data ?? previousData)?.researchCollection;

  const { toDelete, confirming, askDelete, close } = useDeleteDialog<BatchRow>();
  const [deleteBatch, { loading: deleting }] = useMutation(DeleteBatchMutation);
  const changePage = useCallback(
    (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) }),
    [setSearchParams],
  );

  async function confirmDelete() {
    if (!toDelete) return;
    const run = async () =>
      (
        await deleteBatch({
          variables: { id: toDelete.id },
          refetchQueries: [BatchListQuery],
          update: (cache, { data: result }) => {
            if (result?.deleteBatch.deletedId) evictDeleted(cache, 'Batch', toDelete.id);
          },
        })
      ).data?.deleteBatch;
    await confirmedDelete(alerts, run, errorText, close);
  }

  return (
    <Stack gap="5">
      <PageTitle title="Batches" />
      <Link asChild alignSelf="flex-start" fontSize="sm">
        <RouterLink to="/research-collection">← Back to Research Collections</RouterLink>
      </Link>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Batches
          </Heading>
          {collection ? (
            <Text color="fg.muted" data-testid="collection-title">
              {collection.collectionTitle}
            </Text>
          ) : null}
        </Stack>
        <Button asChild colorPalette="blue">
          <RouterLink to={`/research-collection/${researchCollectionId}/batch/create`}>Create New</RouterLink>
        </Button>
      </HStack>

      {error && !collection ? (
        <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !collection ? (
        loading ? (
          <PageSpinner label="Loading batches" />
        ) : (
          <Text>Research collection {researchCollectionId} was not found.</Text>
        )
      ) : (
        <Stack gap="2" aria-busy={loading}>
          {error ? <LoadError message={error.message} /> : null}
          <BatchTable
            researchCollectionId={researchCollectionId}
            batches={collection.batches}
            page={page}
            onPageChange={changePage}
            onDelete={askDelete}
          />
        </Stack>
      )}

      <ConfirmDialog
        open={confirming}
        title="Delete batch"
        confirmLabel="Delete"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      >
        <Text>
          Are you sure you want to delete the batch <strong>{toDelete?.title}</strong> and its locations? This cannot be
          undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
