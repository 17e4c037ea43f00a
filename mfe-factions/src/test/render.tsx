import { Route, Routes, useLocation } from 'react-router-dom';
import { renderScreen } from '@muster/shared-kernel/testing';
import App from '../app';

/** Shows where the app went (pages outside this remote). */
function Elsewhere({ title }: { title: string }) {
  const location = useLocation();
  return (
    <h1>
      {title} {location.pathname}
      {location.search}
    </h1>
  );
}

/** The current address, for tests that check where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the remote at `path` inside the shell's providers (a fresh query cache), with a previous
 * page in the history (the editors go back to it) and stand-ins for the other remotes' and the
 * shell's pages. The API is the test file's `mockApi()`.
 */
export function renderApp(path: string) {
  return renderScreen(
    <>
      <Routes>
        <Route path="/previous" element={<Elsewhere title="Previous page" />} />
        <Route path="/login" element={<Elsewhere title="Login page" />} />
        <Route path="/roster/:key" element={<Elsewhere title="Roster page" />} />
        <Route path="*" element={<App />} />
      </Routes>
      <LocationProbe />
    </>,
    { entries: ['/previous', path] },
  );
}
