import { ToastHost } from '@muster/shared-kernel/ui';
import { SessionBridge } from './account/session-bridge';
import { NavBar } from './nav/nav-bar';
import { PageArea } from './page-area';
import type { SiteConfig } from './config/site-config';

/** The whole site: the bar, the page area (a remote or the shell's own screens), the toasts. */
export function App({ site }: { site: SiteConfig }) {
  return (
    <>
      <SessionBridge />
      <NavBar chatUrl={site.chatUrl} />
      <main className="page" id="main">
        <PageArea />
      </main>
      <ToastHost />
    </>
  );
}
