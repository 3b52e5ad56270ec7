import { useQuery } from '@apollo/client/react';
import type { Area } from '@rt/domain';
import type { ComponentType } from 'react';
import { useRouteFetchPolicy } from '../../platform/routeQueries.ts';
import { useQueueSummary } from '../queue/queueSummary.ts';
import { CardFigure } from './components/CardFigure.tsx';
import { HomeBatchCountQuery, HomeCollectionCountQuery, HomeUserCountQuery } from './homeLoader.ts';

function ReadyForResearchFigure() {
  const { data, loading, error } = useQueueSummary();
  return (
    <CardFigure
      label="records ready for research"
      emptyText="No records are waiting for research."
      loading={loading}
      failed={Boolean(error)}
      value={data?.queueSummary.readyForResearch}
    />
  );
}

function CompletedTodayFigure() {
  const { data, loading, error } = useQueueSummary();
  return (
    <CardFigure
      label="records completed today"
      emptyText="No records completed today yet."
      loading={loading}
      failed={Boolean(error)}
      value={data?.queueSummary.completedToday}
    />
  );
}

function CollectionCountFigure() {
  const fetchPolicy = useRouteFetchPolicy(HomeCollectionCountQuery, {}, 'cache-and-network');
  const { data, loading, error } = useQuery(HomeCollectionCountQuery, { fetchPolicy });
  return (
    <CardFigure
      label="research collections"
      emptyText="No research collections yet."
      loading={loading}
      failed={Boolean(error)}
      value={data?.researchCollections.length}
    />
  );
}

function UnlockedBatchFigure() {
  const fetchPolicy = useRouteFetchPolicy(HomeBatchCountQuery, {}, 'cache-and-network');
  const { data, loading, error } = useQuery(HomeBatchCountQuery, { fetchPolicy });
  return (
    <CardFigure
      label="unlocked batches to assign"
      emptyText="No unlocked batches to assign."
      loading={loading}
      failed={Boolean(error)}
      value={data?.batches.filter((batch) => batch.status === 'UNLOCKED').length}
    />
  );
}

function UserCountFigure() {
  const fetchPolicy = useRouteFetchPolicy(HomeUserCountQuery, {}, 'cache-and-network');
  const { data, loading, error } = useQuery(HomeUserCountQuery, { fetchPolicy });
  return (
    <CardFigure
      label="users"
      emptyText="No users yet."
      loading={loading}
      failed={Boolean(error)}
      value={data?.users.length}
    />
  );
}

/**
 * The number each home card shows, where one fits; cards without one show their description. The
 * route's loader asks each figure's query as home opens (homeLoader.ts, FIGURE_QUERIES).
 */
export const HOME_CARD_FIGURES: Partial<Record<Area, ComponentType>> = {
  queue: ReadyForResearchFigure,
  statistics: CompletedTodayFigure,
  'assign-records': UnlockedBatchFigure,
  'research-collection': CollectionCountFigure,
  'user-access': UserCountFigure,
};

export const HOME_CARD_DESCRIPTIONS: Partial<Record<Area, string>> = {
  queue: 'Research the next record in your queue.',
  statistics: 'Progress of collections, batches and researchers.',
  'assign-records': 'Give batches of records to researchers.',
  'research-collection': 'Manage collections, their batches and locations.',
  'bulk-edit': 'Query, update and download many records at once.',
  'user-access': 'Choose the role of each user.',
  'manual-data-entry': 'Add a record by hand to a batch.',
};
