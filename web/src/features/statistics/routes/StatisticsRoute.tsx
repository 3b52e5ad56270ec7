import { Heading, Stack, Tabs, type TabsTriggerProps } from '@chakra-ui/react';
import { STATISTICS_SUPERVISOR_ROLE_IDS } from '@rt/domain';
import { useEffect } from 'react';
import { loadOnce } from '../../../platform/loadChunk.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../user/currentUser.ts';
import { preloadCharts } from '../components/ChartSlot.tsx';
import { LazyPart } from '../components/LazyPart.tsx';
import { ProcessOverviewTab } from '../components/ProcessOverviewTab.tsx';

// The tabs after the first are chunks of their own, loaded when first opened (docs/decisions/031).
const loadIndividualTab = loadOnce(() => import('../components/IndividualMetricsTab.tsx'));
const loadSummaryTab = loadOnce(() => import('../components/ProcessedRecordsSummaryTab.tsx'));

/**
 * '/statistics' (spec section 2): Process Overview, Individual Processing Metrics and, for role ids
 * 2 and 4 (Coordinator and IT), Processed Records Summary. Each tab loads its numbers when first
 * opened; the charts' code (Victory) loads beside them, not with the route (docs/decisions/031).
 *
 * Chakra's Tabs are used unstyled and styled here: the app's design system lists no tabs recipe, and
 * importing Chakra's would put it in every first screen's JavaScript (web/src/platform/system.ts, 017).
 */
export function StatisticsRoute() {
  const { data } = useCurrentUser();
  const me = data?.me;
  useEffect(preloadCharts, []);

  if (!me) return <PageSpinner label="Loading statistics" />;
  // The rule the API enforces (statistics:read-any): others' metrics and the summary for role ids 2 and 4.
  const supervisor = me.roleId != null && STATISTICS_SUPERVISOR_ROLE_IDS.includes(me.roleId);

  return (
    <Stack gap="6">
      <PageTitle title="Statistics" />
      <Heading as="h1" size="2xl">
        Statistics
      </Heading>
      <Tabs.Root unstyled defaultValue="overview" lazyMount>
        <Tabs.List display="flex" flexWrap="wrap" borderBottomWidth="1px" borderColor="border">
          <Tab value="overview">Process Overview</Tab>
          <Tab value="individual">Individual Processing Metrics</Tab>
          {supervisor ? <Tab value="summary">Processed Records Summary</Tab> : null}
        </Tabs.List>
        <Tabs.Content value="overview" paddingTop="6">
          <ProcessOverviewTab />
        </Tabs.Content>
        <Tabs.Content value="individual" paddingTop="6">
          <LazyPart load={loadIndividualTab} fallback={<PageSpinner label="Loading the processing metrics" />}>
            {({ IndividualMetricsTab }) => (
              <IndividualMetricsTab canPickResearcher={supervisor} me={{ id: me.id, roleId: me.roleId ?? null }} />
            )}
          </LazyPart>
        </Tabs.Content>
        {supervisor ? (
          <Tabs.Content value="summary" paddingTop="6">
            <LazyPart load={loadSummaryTab} fallback={<PageSpinner label="Loading the processed records summary" />}>
              {({ ProcessedRecordsSummaryTab }) => <ProcessedRecordsSummaryTab />}
            </LazyPart>
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Stack>
  );
}

/** A tab as Chakra's 'line' tabs look: the selected one in blue, underlined. */
function Tab(props: TabsTriggerProps) {
  return (
    <Tabs.Trigger
      paddingX="4"
      paddingY="2"
      marginBottom="-1px"
      fontWeight="medium"
      color="fg.muted"
      borderBottomWidth="2px"
      borderColor="transparent"
      cursor="pointer"
      _hover={{ color: 'fg' }}
      _selected={{ color: 'blue.fg', borderColor: 'blue.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
      {...props}
    />
  );
}
