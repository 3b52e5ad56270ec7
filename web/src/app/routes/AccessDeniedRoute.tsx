import { MESSAGES } from '@rt/domain';
import { MessagePage } from '../../components/MessagePage.tsx';

/** '/access-denied': where a role that may not open a screen is sent. */
export function AccessDeniedRoute() {
  return <MessagePage title="Access Denied" message={MESSAGES.accessDenied} />;
}
