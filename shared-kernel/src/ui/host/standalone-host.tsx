import { StrictMode, type ReactNode } from 'react';
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
