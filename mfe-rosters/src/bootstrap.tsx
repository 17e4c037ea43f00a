import '@muster/shared-kernel/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@muster/shared-kernel/ui';
import App from './app';

// Only used when this remote runs alone; inside the site the shell renders `./App`.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHost name="rosters">
      <App />
    </StandaloneHost>,
  );
}
