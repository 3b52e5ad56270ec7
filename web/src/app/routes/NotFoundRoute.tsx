import { MESSAGES } from '@rt/domain';
import { MessagePage } from '../../components/MessagePage.tsx';

/** Any path that is no screen. */
export function NotFoundRoute() {
  return <MessagePage title="Page Not Found" message={MESSAGES.notFound} />;
}
