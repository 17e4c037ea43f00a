import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pathMatches } from '@muster/shared-kernel/core';
import type { PreloadableScreen } from '../lazy/lazy-named.js';
import { Loading } from '../states/states.js';
import { NotFound } from './not-found.js';

/** A route of a front end: its path pattern, or the patterns of one screen, and that screen. */
export type ScreenRoute = readonly [path: string | readonly string[], screen: ReactElement];

const PAGED = '/:page';

/** The patterns of one route. */
const patternsOf = ([paths]: ScreenRoute) => (typeof paths === 'string' ? [paths] : paths);

/**
 * A front end's routes (DESIGN §2): each path shows its screen, `<Loading />` while a screen's
 * chunk is fetched, and the not-found page for any other path. A paged list (`/x/:page`) also
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

/** A remote's screens: each route pattern and the element it draws (see `lazyScreen`). */
export type ScreenTable = Readonly<Record<string, ReactElement>>;

/**
 * A remote's `./App` (its `ScreenRoutes`) and the `preloadScreen` the shell calls while it loads
 * the remote, both from the remote's table of screens.
 * @example export const { App, preloadScreen } = remoteApp({ '/units/:id': <UnitPage /> });
 */
export function remoteApp(table: ScreenTable) {
  const routes: readonly ScreenRoute[] = Object.entries(table);
  return {
    App: () => <ScreenRoutes routes={routes} />,
    preloadScreen: screenPreloader(routes),
  };
}
