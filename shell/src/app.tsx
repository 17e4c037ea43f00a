import { ToastHost } from '@muster/shared-kernel/ui';
import { SessionBridge } from './account/session-bridge';
import { NavBar } from './nav/nav-bar';
import { UpdateBanner } from './offline/update-banner';
import { PageArea } from './page-area';

/**
 * The whole site: the bar, the page area (a remote or the shell's own screens), the toasts, and
 * the banner that offers a new version. The bar draws at once; the site settings fill in when
 * `/api/site` answers.
 */
export function App() {
  return (
    <>
      <SessionBridge />
      <NavBar />
      <main className="page" id="main">
        <PageArea />
      </main>
      <ToastHost />
      <UpdateBanner />
    </>
  );
}
