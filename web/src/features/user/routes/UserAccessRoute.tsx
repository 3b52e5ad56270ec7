import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder.tsx';

/** '/user-access': choose each user's role. */
export function UserAccessRoute() {
  return <ScreenPlaceholder title="User Access" />;
}
