import { lazy, type ComponentType } from 'react';
import { isOnline, waitForReconnect } from './connection';

/** Tries to load a screen this many times while the browser says it is online. */
const ONLINE_ATTEMPTS = 3;

/**
 * Loads a module, waiting out a lost connection: offline, it waits for the browser to come back
 * online (the "Loading..." placeholder and the offline banner stay meanwhile); online, it tries
 * again a few times before giving up (the error boundary of the root layout then explains).
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (isOnline() && attempt >= ONLINE_ATTEMPTS) throw error;
      await waitForReconnect();
    }
  }
}

/** `React.lazy` for a module that exports the component by name, patient with the network. */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy<ComponentType<P>>(() =>
    importWhenOnline(load).then((module) => ({ default: module[name] })),
  );
}
