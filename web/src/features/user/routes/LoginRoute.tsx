import { Button, Center, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { returnToFrom, startSignIn } from '../session.ts';

export const SIGN_IN_FAILED = 'Sign-in failed, please try again.';

/**
 * '/login': one Login button that starts the sign-in redirect (spec section 2). After the
 * provider, the server returns to the address first asked for (kept by the guard), else '/'.
 * A failed sign-in comes back here with `?error=<code>` and shows a danger alert.
 */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const alerts = useAlerts();
  const returnTo = returnToFrom(location.state);

  const error = params.get('error');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    alerts.danger(SIGN_IN_FAILED);
    // Drop the code from the address so a reload does not show the alert again.
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: location.state });
  }, [error, alerts, navigate, location.pathname, location.hash, location.state]);

  return (
    <Center minHeight="80dvh">
      <Stack gap="6" alignItems="center">
        <PageTitle title="Login" />
        <Heading as="h1" size="2xl">
          Research Tool
        </Heading>
        <Button colorPalette="blue" size="lg" onClick={() => startSignIn(returnTo)}>
          Login
        </Button>
      </Stack>
    </Center>
  );
}
