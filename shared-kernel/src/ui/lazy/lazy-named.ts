import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: a screen in its own chunk, loaded on its first render, without
 * giving its module a default export.
 * @example const UnitPage = lazyNamed(() => import('./unit-page'), 'UnitPage');
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
