import { Route, Routes, useLocation } from 'react-router-dom';
import { renderScreen } from '@muster/shared-kernel/testing';
import { ToastHost } from '@muster/shared-kernel/ui';
import App from '../app';

/** Stands in for a page outside this remote, naming where the app went. */
function Elsewhere({ title }: { title: string }) {
  const location = useLocation();
  return (
    <h1>
      {title} {location.pathname}
      {location.hash}
    </h1>
  );
}

/** The current address, for tests that check where a screen went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

/**
 * Tests only: renders the remote at `path` as the shell does (a fresh query cache, the test
 * file's `mockApi()`), after a previous page (where Cancel goes back to), with stand-ins for
 * the pages of the shell and the other remotes that the screens link to, and the shell's toasts.
 */
export function renderCommunity(path: string) {
  return renderScreen(
    <>
      <Routes>
        <Route path="/previous" element={<Elsewhere title="Previous page" />} />
        <Route path="/login" element={<Elsewhere title="Login page" />} />
        <Route path="/rosters" element={<Elsewhere title="Rosters page" />} />
        <Route path="/scenariolist/:page" element={<Elsewhere title="Scenario list" />} />
        <Route path="*" element={<App />} />
      </Routes>
      <LocationProbe />
      <ToastHost />
    </>,
    { entries: ['/previous', path] },
  );
}
