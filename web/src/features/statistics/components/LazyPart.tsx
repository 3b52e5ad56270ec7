import { MESSAGES } from '@rt/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';

type LazyPartProps<M> = {
  /** The module's loader: loadOnce(() => import(...)), so it is fetched once and asked again after a failure. */
  load: () => Promise<M>;
  /** Shown while the module loads. */
  fallback: ReactNode;
  children: (module: M) => ReactNode;
};

/**
 * A part of the screen whose code is a chunk of its own (a tab, the charts): `fallback` while it
 * loads, 'Loading chunk failed' with Try again if it cannot, then the part. A failure stays here
 * rather than taking the whole screen down.
 */
export function LazyPart<M>({ load, fallback, children }: LazyPartProps<M>) {
  const [module, setModule] = useState<{ loaded: M } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setModule({ loaded });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  if (failed)
    return (
      <LoadError
        message={MESSAGES.loadingChunkFailed}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return module ? <>{children(module.loaded)}</> : <>{fallback}</>;
}
