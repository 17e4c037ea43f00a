import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@muster/shared-kernel/client';
import { ToastHost } from './toast-host.js';

/**
 * The minimal host a remote runs inside when started alone (`npm run dev -w mfe-x`): the router
 * the query cache and the toast queue the shell would otherwise give it.
 */
export function StandaloneHost({ name, children }: { name: string; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryProvider>
        <BrowserRouter>
          <div className="standalone-banner">Muster · {name} running alone</div>
          <main className="page">{children}</main>
          <ToastHost />
        </BrowserRouter>
      </QueryProvider>
    </StrictMode>
  );
}

/**
 * Renders a remote's App alone in the page's `#root`, inside {@link StandaloneHost}: the whole of
 * a remote's `bootstrap.tsx`, used only when it runs alone (inside the site the shell renders its
 * `./App`).
 */
export function renderStandalone(name: string, app: ReactNode): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StandaloneHost name={name}>{app}</StandaloneHost>);
}
