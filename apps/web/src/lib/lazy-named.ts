import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module that exports the component by name. */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy<ComponentType<P>>(() => load().then((module) => ({ default: module[name] })));
}
