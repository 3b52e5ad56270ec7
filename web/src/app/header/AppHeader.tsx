import { Box, Button, Flex, Link, Spacer, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES, showsResearchHeader } from '@rt/domain';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/useAlerts.ts';
import type { FindRecordDialogProps } from '../../features/research/components/FindRecordDialog.tsx';
import { useCurrentUser } from '../../features/user/currentUser.ts';
import { signOut } from '../../features/user/session.ts';
import { loadChunk } from '../loadChunk.ts';
import { QueueCounters } from './QueueCounters.tsx';
import { useHeaderHeight } from '../../components/useHeaderHeight.ts';

const loadFindRecordDialog = () =>
  loadChunk(() => import('../../features/research/components/FindRecordDialog.tsx')).then((m) => m.FindRecordDialog);

/**
 * The global header (spec section 2): display name, queue counters, Find a Record and Logout.
 * Counters and Find a Record are hidden for roles that do not research (showsResearchHeader).
 * Logout clears the current user, ends the session on the server and at the provider, then /login.
 */
export function AppHeader() {
  const { data } = useCurrentUser();
  const me = data?.me;
  const researches = showsResearchHeader(me?.role?.value);
  const client = useApolloClient();
  const alerts = useAlerts();
  const [findOpen, setFindOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [FindDialog, setFindDialog] = useState<ComponentType<FindRecordDialogProps> | null>(null);
  const headerRef = useHeaderHeight();

  function openFindRecord() {
    if (FindDialog) {
      setFindOpen(true);
      return;
    }
    loadFindRecordDialog().then(
      (component) => {
        setFindDialog(() => component);
        setFindOpen(true);
      },
      () => alerts.danger(MESSAGES.loadingChunkFailed),
    );
  }

  return (
    <Box as="header" ref={headerRef} bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex
        maxWidth="7xl"
        marginX="auto"
        paddingX="4"
        paddingY="2"
        gap={{ base: '2', md: '4' }}
        alignItems="center"
        flexWrap="wrap"
      >
        <Flex as="nav" aria-label="Main" alignItems="center" gap={{ base: '2', md: '4' }} flexWrap="wrap">
          <Link asChild fontWeight="bold" fontSize="lg" color="blue.800" focusVisibleRing="outside">
            <RouterLink to="/">Research Tool</RouterLink>
          </Link>
          {me && researches ? <QueueCounters /> : null}
        </Flex>
        <Spacer />
        {me ? (
          <Flex alignItems="center" gap="2" flexWrap="wrap">
            <Text as="span" fontWeight="medium" data-testid="header-display-name">
              <VisuallyHidden>Signed in as </VisuallyHidden>
              {me.displayName}
            </Text>
            {researches ? (
              <Button
                size="sm"
                colorPalette="blue"
                onClick={openFindRecord}
                onPointerEnter={() => void loadFindRecordDialog().catch(() => undefined)}
              >
                Find a Record
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut(client);
              }}
            >
              Logout
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {FindDialog ? <FindDialog open={findOpen} onOpenChange={setFindOpen} /> : null}
    </Box>
  );
}
