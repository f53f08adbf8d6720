import { isAppError } from '@contrato-claro/shared';
import { useCallback, useEffect, useState } from 'react';
import { staffMessages } from '../../messages/staff';

/**
 * Loads what a staff screen shows, again whenever `load` changes (memoise it on its inputs) or
 * `reload` is called: the data, the pt-BR error of a failed load, and `replace` for an answer
 * that already carries the new data (e.g. a PATCH). A late answer to an older load is dropped.
 */
export function useStaffData<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (loaded) => {
        if (!isCurrent) return;
        setData(loaded);
        setError(null);
      },
      (failure: unknown) => {
        if (isCurrent) setError(isAppError(failure) ? failure.message : staffMessages.loadFailed);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, error, reload, replace: setData };
}
