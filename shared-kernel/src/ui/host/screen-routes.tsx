import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  pathMatches,
  remoteRoutes,
  type RemoteName,
  type RemoteRoutes,
} from '@muster/shared-kernel/core';
import type { PreloadableScreen } from '../lazy/lazy-named.js';
import { Loading } from '../states/states.js';
import { NotFound } from './not-found.js';

/** A route of a front end: its path pattern, or the patterns of one screen, and that screen. */
export type ScreenRoute = readonly [path: string | readonly string[], screen: ReactElement];

const PAGED = '/:page';

/** The patterns of one route. */
const patternsOf = ([paths]: ScreenRoute) => (typeof paths === 'string' ? [paths] : paths);

/**
 * A front end's routes: each path shows its screen, `<Loading />` while a screen's chunk is
 * fetched, and the not-found page for any other path. A paged list (`/x/:page`) also
 * answers its bare path (`/x`) with its first page.
 */
export function ScreenRoutes({ routes }: { routes: readonly ScreenRoute[] }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {routes.flatMap((screenRoute) =>
          patternsOf(screenRoute).flatMap((path) => {
            const route = <Route key={path} path={path} element={screenRoute[1]} />;
            if (!path.endsWith(PAGED)) return [route];
            const list = path.slice(0, -PAGED.length);
            const firstPage = <Navigate to={`${list}/1`} replace />;
            return [<Route key={list} path={list} element={firstPage} />, route];
          }),
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * What fetches the screen a path shows, ahead of its first render. A remote exports one for its
 * routes from its `./App` module (`export const preloadScreen = screenPreloader(ROUTES)`), and
 * the shell calls it while it loads the remote, so the screen draws together with the remote
 * instead of after a second 'Loading...'. It resolves at once for a path with no lazy screen (see
 * `lazyNamed`), and never fails: the screen's own load reports errors when it renders.
 */
export function screenPreloader(routes: readonly ScreenRoute[]) {
  return (pathname: string): Promise<void> => {
    const route = routes.find((candidate) =>
      patternsOf(candidate).some((pattern) => pathMatches(pattern, pathname)),
    );
    const screen = route?.[1].type as Partial<PreloadableScreen<object>> | undefined;
    return typeof screen?.preload === 'function'
      ? screen.preload().catch(() => undefined)
      : Promise.resolve();
  };
}

/**
 * The routes a remote draws a screen for, by name: all its routes but the bare paths of its paged
 * lists (`/x` beside `/x/:page`), which `ScreenRoutes` answers with the list's first page.
 */
export type DrawnRoute<R extends RemoteName> = {
  [K in RouteName<R>]: `${RemoteRoutes<R>[K] & string}/:page` extends PatternOf<R> ? never : K;
}[RouteName<R>];

/** The name of a route of one remote. */
type RouteName<R extends RemoteName> = keyof RemoteRoutes<R> & string;

/** A route pattern of one remote. */
type PatternOf<R extends RemoteName> = RemoteRoutes<R>[RouteName<R>];

/** A remote's screens: the element each of its routes draws, by route name (see `lazyScreens`). */
export type ScreenTable<R extends RemoteName> = Readonly<Record<DrawnRoute<R>, ReactElement>>;

/**
 * A remote's `./App` (its `ScreenRoutes`) and the `preloadScreen` the shell calls while it loads
 * the remote, both from the remote's table of screens. The patterns are the kernel's route table:
 * the remote names its routes and never writes their paths.
 * @example export const { App, preloadScreen } = remoteApp('rosters', { rosters: <List />, roster: <Builder /> });
 */
export function remoteApp<R extends RemoteName>(remote: R, table: ScreenTable<R>) {
  const patterns: Readonly<Record<string, string>> = remoteRoutes(remote);
  const routes = Object.entries<ReactElement>(table).map(([name, screen]): ScreenRoute => {
    const pattern = patterns[name];
    if (pattern === undefined) throw new Error(`The ${remote} remote has no route named ${name}`);
    return [pattern, screen];
  });
  return {
    App: () => <ScreenRoutes routes={routes} />,
    preloadScreen: screenPreloader(routes),
  };
}
