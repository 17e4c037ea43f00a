import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from '../states/states.js';
import { NotFound } from './not-found.js';

/** A route of a front end: its path pattern, or the patterns of one screen, and that screen. */
export type ScreenRoute = readonly [path: string | readonly string[], screen: ReactElement];

const PAGED = '/:page';

/**
 * A front end's routes (DESIGN §2): each path shows its screen, `<Loading />` while a screen's
 * chunk is fetched, and the not-found page for any other path. A paged list (`/x/:page`) also
 * answers its bare path (`/x`) with its first page.
 */
export function ScreenRoutes({ routes }: { routes: readonly ScreenRoute[] }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {routes.flatMap(([paths, screen]) =>
          (typeof paths === 'string' ? [paths] : paths).flatMap((path) => {
            const route = <Route key={path} path={path} element={screen} />;
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
