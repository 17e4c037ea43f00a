import '@muster/shared-kernel/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { fetchSiteConfig } from './config/site-config';
import { ignoreResizeObserverLoop } from './errors/ignore-resize-observer';

ignoreResizeObserverLoop();

const root = document.getElementById('root');
if (root) {
  void fetchSiteConfig().then((site) => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App site={site} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
