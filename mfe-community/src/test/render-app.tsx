import { configure, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderScreen } from '@muster/shared-kernel/testing';
import App from '../app';
import { ROUTE_PATTERNS } from '@muster/shared-kernel/core';

// A screen is its own chunk (lazy), loaded on its first render: on a busy machine the first test
// of a file waits for it longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

/** The address the app is at, shown for the tests (`/scenariolist/2`). */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The address the app is at now. */
export const address = () => screen.getByTestId('address').textContent;

/**
 * Renders the community remote at `path` as the shell does (a fresh query cache, the test file's
 * `mockApi()`), after a page of another remote (`/previous`, where Cancel goes back to); the
 * shell's login page stands in as a heading 'Login'.
 */
export function renderApp(path: string) {
  return renderScreen(
    <>
      <Routes>
        <Route path="/previous" element={<h1>Previous page</h1>} />
        <Route path={ROUTE_PATTERNS.login} element={<h1>Login</h1>} />
        <Route path="*" element={<App />} />
      </Routes>
      <Address />
    </>,
    { entries: ['/previous', path] },
  );
}
