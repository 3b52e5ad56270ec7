import { MESSAGES, showsResearchHeader } from '@rt/domain';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/useAlerts.ts';
import { PlainButton } from '../../components/PlainControls.tsx';
import type { FindRecordDialogProps } from '../../features/research/components/FindRecordDialog.tsx';
import { useCurrentUser } from '../../features/user/currentUser.ts';
import { signOut } from '../../features/user/session.ts';
import { loadChunk } from '../../platform/loadChunk.ts';
import { FRAME_CLASS } from '../layouts/frameStyles.ts';
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
    <header ref={headerRef} className={FRAME_CLASS.header}>
      <div className={FRAME_CLASS.headerBar}>
        <nav aria-label="Main" className={FRAME_CLASS.nav}>
          <RouterLink to="/" className={FRAME_CLASS.brand}>
            Research Tool
          </RouterLink>
          {me && researches ? <QueueCounters /> : null}
        </nav>
        <div className={FRAME_CLASS.spacer} />
        {me ? (
          <div className={FRAME_CLASS.account}>
            <span className={FRAME_CLASS.displayName} data-testid="header-display-name">
              <span className={FRAME_CLASS.visuallyHidden}>Signed in as </span>
              {me.displayName}
            </span>
            {researches ? (
              <PlainButton
                look="sm-solid"
                palette="blue"
                onClick={openFindRecord}
                onPointerEnter={() => void loadFindRecordDialog().catch(() => undefined)}
              >
                Find a Record
              </PlainButton>
            ) : null}
            <PlainButton
              look="sm-outline"
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut(client);
              }}
            >
              Logout
            </PlainButton>
          </div>
        ) : null}
      </div>
      {FindDialog ? <FindDialog open={findOpen} onOpenChange={setFindOpen} /> : null}
    </header>
  );
}
