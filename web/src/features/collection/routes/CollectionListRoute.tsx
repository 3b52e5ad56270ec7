import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { CollectionTable, type CollectionRow } from '../components/CollectionTable.tsx';
import { confirmedDelete, evictDeleted } from '../../../components/confirmedDelete.ts';
import { errorText } from '../forms/errorText.ts';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { CollectionListQuery, OPENING_LIST } from '../collectionListLoader.ts';
import { useDeleteDialog } from './useDeleteDialog.ts';

export const CollectionListSearchQuery = graphql(`
  query CollectionListSearch($searchTerm: String!) {
    researchCollectionSearch(searchTerm: $searchTerm) {
      ...CollectionTable_collection
    }
  }
`);

export const DeleteResearchCollectionMutation = graphql(`
  mutation DeleteResearchCollection($id: ID!) {
    deleteResearchCollection(id: $id) {
      message
      deletedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * '/research-collection': the collection list (spec section 2). By default hidden collections are
 * left out; 'Show all collections' lists them too. A search by title asks the server, which finds
 * hidden collections as well (decision 006: the search is how to find one), so while a search is
 * typed the toggle does not narrow it.
 */
export function CollectionListRoute() {
  const alerts = useAlerts();
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebounce(search.trim(), SEARCH_DELAY_MS);
  const searching = searchTerm !== '';
  // The opening list is the one the route's loader asked (collectionListLoader.ts); once the user
  // toggles or searches, every list is asked as before, the opening one too when it comes back.
  const openingPolicy = useRouteFetchPolicy(CollectionListQuery, OPENING_LIST, 'cache-and-network');
  const [changed, setChanged] = useState(false);

  const list = useQuery(CollectionListQuery, {
    variables: showAll ? { status: 'HIDE' } : OPENING_LIST,
    fetchPolicy: changed ? 'cache-and-network' : openingPolicy,
    skip: searching,
  });
  const found = useQuery(CollectionListSearchQuery, {
    variables: { searchTerm },
    fetchPolicy: 'cache-and-network',
    skip: !searching,
  });
  const active = searching ? found : list;
  const collections = searching
    ? (found.data ?? found.previousData)?.researchCollectionSearch
    : (list.data ?? list.previousData)?.researchCollections;

  const { toDelete, confirming, askDelete, close } = useDeleteDialog<CollectionRow>();
  const [deleteCollection, { loading: deleting }] = useMutation(DeleteResearchCollectionMutation);

  async function confirmDelete() {
    if (!toDelete) return;
    const run = async () =>
      (
        await deleteCollection({
          variables: { id: toDelete.id },
          update: (cache, { data: answer }) => {
            if (answer?.deleteResearchCollection.deletedId) evictDeleted(cache, 'ResearchCollection', toDelete.id);
          },
        })
      ).data?.deleteResearchCollection;
    await confirmedDelete(alerts, run, errorText, close);
  }

  return (
    <Stack gap="5">
      <PageTitle title="Research Collections" />
      <Heading as="h1" size="2xl">
        Research Collections
      </Heading>

      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap" flex="1">
          <Input
            type="search"
            aria-label="Search by title"
            placeholder="Search by title"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setChanged(true);
            }}
            maxWidth="sm"
            bg="bg"
          />
          <Button
            variant="outline"
            onClick={() => {
              setShowAll((v) => !v);
              setChanged(true);
            }}
            aria-pressed={showAll}
          >
            {showAll ? 'Hide hidden collections' : 'Show all collections'}
          </Button>
        </HStack>
        <Button asChild colorPalette="blue">
          <RouterLink to="/research-collection/create">Create New</RouterLink>
        </Button>
      </HStack>

      {active.error && !collections ? (
        <LoadError message={active.error.message} onRetry={() => void active.refetch().catch(() => undefined)} />
      ) : !collections ? (
        <PageSpinner label="Loading research collections" />
      ) : (
        <Stack gap="2" aria-busy={active.loading}>
          {active.error ? <LoadError message={active.error.message} /> : null}
          <CollectionTable
            collections={collections}
            emptyText={searching ? `No research collections match '${searchTerm}'` : 'No research collections to show'}
            onDelete={askDelete}
          />
        </Stack>
      )}

      <ConfirmDialog
        open={confirming}
        title="Delete research collection"
        confirmLabel="Delete"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      >
        <Text>
          Are you sure you want to delete the research collection <strong>{toDelete?.collectionTitle}</strong>? This
          cannot be undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
