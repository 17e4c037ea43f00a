import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from './toast-host.js';

/**
 * The minimal host a remote runs inside when started alone (`npm run dev -w mfe-x`): the router
 * and the toast queue the shell would otherwise give it.
 */
export function StandaloneHost({ name, children }: { name: string; children: ReactNode }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <div className="standalone-banner">Muster · {name} running alone</div>
        <main className="page">{children}</main>
        <ToastHost />
      </BrowserRouter>
    </StrictMode>
  );
}
