import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';

/** '/implicit/callback': completes sign-in, then goes home. */
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
