import { RESEARCH_MESSAGES, VIEWER_MESSAGES } from '@rt/domain';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { RecordTagsQuery as RecordTagsData } from '../../__generated__/graphql.ts';
import { useRouteFetchPolicy } from '../../platform/routeQueries.ts';
import { useAlerts } from '../../components/alerts/useAlerts.ts';
import { userErrorText, type MutationPayload } from '../../components/userErrors.ts';
import { serverMessage } from '../research/hooks/useRecordMutations.ts';
import {
  DeleteGroupTagMutation,
  DeleteTagMutation,
  RecordTagsQuery,
  SaveGroupTagMutation,
  SaveTagMutation,
} from './viewerDocument.ts';

export type PageTag = RecordTagsData['recordTags']['pageTags'][number];
export type GroupTag = RecordTagsData['recordTags']['groupTags'][number];
export type Spot = { x: number; y: number };

type Outcome = MutationPayload | null | undefined;

/**
 * A record's tags for the viewer: read once, then kept in the cache by each change's answer.
 * Every change is saved at once; a refusal or failure is the alert the spec gives, and the
 * change is then not shown. `onChanged` hears every stored change (the form is told).
 */
export function useViewerTags(
  recordId: string,
  onChanged: (createdBiblio?: { id: string; version: number | null }) => void,
) {
  const alerts = useAlerts();
  const client = useApolloClient();
  const variables = { recordId };
  // Read by the route's loader as the viewer opens (viewerLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(RecordTagsQuery, variables, 'cache-and-network');
  const query = useQuery(RecordTagsQuery, { variables, fetchPolicy });
  const [saveTag] = useMutation(SaveTagMutation);
  const [saveGroupTag] = useMutation(SaveGroupTagMutation);
  const [deleteTag] = useMutation(DeleteTagMutation);
  const [deleteGroupTag] = useMutation(DeleteGroupTagMutation);

  useEffect(() => {
    if (query.error) alerts.danger(VIEWER_MESSAGES.tagsFetchFailed);
  }, [query.error, alerts]);

  const edit = (change: (tags: RecordTagsData['recordTags']) => RecordTagsData['recordTags']) =>
    client.cache.updateQuery({ query: RecordTagsQuery, variables }, (data) =>
      data ? { recordTags: change(data.recordTags) } : data,
    );

  /** Runs one change; true when it was stored. */
  async function attempt<T extends Outcome>(run: () => Promise<T>, stored: (outcome: NonNullable<T>) => void) {
    try {
      const outcome = await run();
      if (!outcome) throw new Error('no answer');
      if (outcome.userErrors.length > 0) {
        alerts.danger(userErrorText(outcome.userErrors));
        return false;
      }
      stored(outcome);
      return true;
    } catch (error) {
      alerts.danger(serverMessage(error) ?? RESEARCH_MESSAGES.updateFailed);
      return false;
    }
  }

  return {
    pageTags: query.data?.recordTags.pageTags ?? [],
    groupTags: query.data?.recordTags.groupTags ?? [],
    loading: query.loading && !query.data,
    /** A tag of `biblioId` on a page, or of a new biblio made for it when `biblioId` is null. */
    place: (pageNumber: number, spot: Spot, biblioId: string | null) =>
      attempt(
        async () =>
          (
            await saveTag({
              variables: { input: { recordId, biblioId, pageNumber, pageX: spot.x, pageY: spot.y } },
            })
          ).data?.saveTag,
        (outcome) => {
          const tag = outcome.tag!;
          edit((tags) => ({ ...tags, pageTags: [...tags.pageTags, tag] }));
          onChanged(
            outcome.createdBiblioId
              ? { id: String(outcome.createdBiblioId), version: outcome.recordVersion ?? null }
              : undefined,
          );
        },
      ),
    move: (tag: PageTag, spot: Spot) =>
      attempt(
        async () =>
          (
            await saveTag({
              variables: {
                input: {
                  recordId,
                  id: tag.id,
                  biblioId: tag.biblioId,
                  pageNumber: tag.pageNumber,
                  pageX: spot.x,
                  pageY: spot.y,
                },
              },
            })
          ).data?.saveTag,
        () => onChanged(),
      ),
    remove: (tag: PageTag) =>
      attempt(
        async () => (await deleteTag({ variables: { id: tag.id } })).data?.deleteTag,
        () => {
          edit((tags) => ({ ...tags, pageTags: tags.pageTags.filter((t) => t.id !== tag.id) }));
          onChanged();
        },
      ),
    group: (biblioId: string, startPage: number, endPage: number) =>
      attempt(
        async () =>
          (
            await saveGroupTag({
              variables: { input: { recordId, biblioId, startPage, endPage, pageX: 0.5, pageY: 0.05 } },
            })
          ).data?.saveGroupTag,
        (outcome) => {
          const group = outcome.groupTag!;
          edit((tags) => ({ ...tags, groupTags: [...tags.groupTags, group] }));
          onChanged();
        },
      ),
    removeGroup: (group: GroupTag) =>
      attempt(
        async () => (await deleteGroupTag({ variables: { id: group.id } })).data?.deleteGroupTag,
        () => {
          edit((tags) => ({ ...tags, groupTags: tags.groupTags.filter((g) => g.id !== group.id) }));
          onChanged();
        },
      ),
  };
}
