import '@muster/shared-kernel/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider, createQueryClient } from '@muster/shared-kernel/client';
import { App } from './app';
import { ignoreResizeObserverLoop } from './errors/ignore-resize-observer';
import { afterFirstPaint } from './offline/after-first-paint';
// Applies the kept theme before the first render (the server has marked the page already when
// it could: shell-page.ts in the API).
import './theme/theme-store';

ignoreResizeObserverLoop();

/** The site's one query cache: the remotes read it through the shared kernel's hooks. */
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, so starting the site never blocks
  // input for long (total blocking time).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryProvider>
      </StrictMode>,
    ),
  );
}

// Offline support and update checks come after the page has drawn: no route pays for
// them before its first paint. Only a production build has a service worker.
afterFirstPaint(() => {
  void import('./offline/start-offline').then(({ startOffline }) =>
    startOffline(queryClient, { serviceWorker: process.env.NODE_ENV === 'production' }),
  );
});
