import { useSyncExternalStore } from 'react';
import { messages } from '../messages/pt-BR';

/*
 * The browser's connection, without the shared package: `/` uses it before any interaction.
 */

/** True unless the browser knows it is offline (it cannot know the server is reachable). */
export const isOnline = (): boolean => navigator.onLine !== false;

/** What a person reads when a request got no answer: offline, or the server out of reach. */
export function connectionErrorMessage(): string {
  return isOnline() ? messages.errors.network : messages.errors.offline;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Re-renders when the browser goes offline or back online. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Delay before trying again when the browser says it is online but the server did not answer. */
export const RECONNECT_DELAY_MS = 3000;

/**
 * Resolves when it is worth trying the network again: at once when the browser comes back online,
 * else after RECONNECT_DELAY_MS (the server may be back). Rejects with an AbortError on `signal`.
 */
export function waitForReconnect(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      reject(new DOMException('Reconnect aborted', 'AbortError'));
    };
    window.addEventListener('online', done);
    const timer = isOnline() ? setTimeout(done, RECONNECT_DELAY_MS) : undefined;
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
  });
}
