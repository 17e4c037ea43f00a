import {
  createElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';

/** A lazy screen that can be fetched before its first render. */
export type PreloadableScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the screen's module (once); the screen then draws without suspending. */
  preload(): Promise<void>;
};

/**
 * A thenable that answers at once: React reads a settled module without suspending. `lazy` only
 * calls `then` on what its loader returns, though its type asks for a whole Promise.
 */
const settled = <T>(value: T): Promise<T> =>
  ({
    then: (onFulfilled?: (value: T) => unknown) =>
      Promise.resolve(onFulfilled ? onFulfilled(value) : value),
  }) as Promise<T>;

/**
 * `React.lazy` for a named export: a screen in its own chunk, loaded on its first render (or
 * earlier, by `preload`), without giving its module a default export. A screen loaded before
 * its first render draws at once: React shows no 'Loading...' for it, and so does not hold the
 * screen back to keep that 'Loading...' on view a minimum time.
 * @example const UnitPage = lazyNamed(() => import('./unit-page'), 'UnitPage');
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableScreen<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const screen = lazy(() => (loaded ? settled(loaded) : start()));
  return Object.assign(screen, { preload: () => start().then(() => undefined) });
}

/** The lazy screens made by `lazyScreen`, one per module loader and export name. */
const screens = new WeakMap<object, Map<string, PreloadableScreen<never>>>();

/**
 * The element of a named export's lazy screen (see `lazyNamed`), for a remote's table of
 * screens: routes naming the same loader and export share one lazy screen, so the module is
 * fetched once and a move between them keeps the screen.
 * @example unit: lazyScreen(() => import('./unit-page'), 'UnitPage'),
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  ...[props]: object extends P ? [props?: P] : [props: P]
): ReactElement {
  const byName = screens.get(load) ?? new Map<string, PreloadableScreen<never>>();
  screens.set(load, byName);
  const screen = (byName.get(name) ?? lazyNamed(load, name)) as PreloadableScreen<P>;
  byName.set(name, screen as PreloadableScreen<never>);
  return createElement(screen, props);
}

/** A screen of a module `M` in a table of `lazyScreens`: an export's name, or it and its props. */
export type ScreenOf<M> = {
  [K in keyof M & string]: M[K] extends ComponentType<infer P>
    ? object extends P
      ? K | readonly [name: K, props?: P]
      : readonly [name: K, props: P]
    : never;
}[keyof M & string];

/**
 * The screens one module (one chunk) draws, by route name, for a remote's table of screens (see
 * `lazyScreen` and `remoteApp`): one loader per chunk, so its chunk name is written once.
 * @example ...lazyScreens(() => import('./unit-editor-page'), {
 *   newUnit: 'NewUnitPage',
 *   editUnit: ['EditUnitPage', { mode: 'edit' }],
 * }),
 */
export function lazyScreens<M extends object, K extends string>(
  load: () => Promise<M>,
  table: Readonly<Record<K, ScreenOf<M>>>,
): Record<K, ReactElement> {
  const named = load as () => Promise<Record<string, ComponentType<object>>>;
  const screens = Object.entries(table) as [K, string | readonly [string, object?]][];
  return Object.fromEntries(
    screens.map(([route, screen]) => {
      const [name, props] = typeof screen === 'string' ? [screen] : screen;
      return [route, lazyScreen(named, name, props)];
    }),
  ) as Record<K, ReactElement>;
}
