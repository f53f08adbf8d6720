import { isAppError } from '@contrato-claro/shared';
import { useCallback, useEffect, useState } from 'react';
import { backOfficeMessages } from '../../messages/back-office-pt-BR';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/**
 * Loads `load()` whenever `key` changes (the query it fetches), dropping the answer of a query
 * already replaced; `reload` fetches the same again. Until the answer of the current key and
 * attempt comes, the state is loading.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const requestKey = `${attempt}:${key}`;
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key: requestKey, loaded: { state: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          isAppError(error) && error.code !== 'INTERNAL'
            ? error.message
            : backOfficeMessages.period.loadError;
        setResult({ key: requestKey, loaded: { state: 'failed', message } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `requestKey` says when its query changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const loaded: Loaded<T> = result?.key === requestKey ? result.loaded : { state: 'loading' };
  return { loaded, reload };
}
