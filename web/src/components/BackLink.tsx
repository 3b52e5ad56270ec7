import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The way back from a create or edit screen to the screen it is opened from, above its heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild alignSelf="flex-start" fontSize="sm">
      <RouterLink to={to}>
        <span aria-hidden="true">←</span> {children}
      </RouterLink>
    </Link>
  );
}
