import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { hasTestToken, signInWithTestToken } from '../session.ts';

/**
 * Holds the app back while the test sign-in (local storage `testToken`) runs, once at start-up,
 * so the route guard sees the signed-in user. Without a test token it renders at once.
 */
export function TestSignInGate({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [ready, setReady] = useState(() => !hasTestToken());

  useEffect(() => {
    if (ready) return;
    let current = true;
    void signInWithTestToken(client).finally(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [client, ready]);

  return ready ? children : <PageSpinner label="Signing in" />;
}
