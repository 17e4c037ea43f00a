import '@muster/shared-kernel/styles.css';
import { renderStandalone } from '@muster/shared-kernel/ui';
import App from './app';

// Only used when this remote runs alone; inside the site the shell renders `./App`.
renderStandalone('admin', <App />);
