import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';

/**
 * '/implicit/callback': the BFF completes sign-in on the server and redirects to the address
 * first asked for, so the app only renders this page when no server answered it. That is the
 * spec's 'Unable to parse a token from the url' case, which goes to '/' (the guard takes it from there).
 */
export function ImplicitCallbackRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/', { replace: true });
  }, [navigate]);
  return (
    <>
      <PageTitle title="Signing in" />
      <PageSpinner label="Signing in" />
    </>
  );
}
