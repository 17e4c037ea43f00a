/**
 * @muster/shared-kernel/ui: the components more than one front end shows, written once.
 *
 * Not a federation singleton: it holds no state of its own (state lives in /client, which is
 * shared), so each front end bundles only the components it imports. Markdown therefore reaches
 * only the pages that render it.
 */
export { EnvironmentTable, TacticsTable } from './faction-tables/faction-tables.js';
export { Markdown } from './markdown/markdown.js';
export type { MarkdownProps } from './markdown/markdown.js';
export { NotFound } from './host/not-found.js';
export { PlaceholderScreen } from './host/placeholder-screen.js';
export { StandaloneHost } from './host/standalone-host.js';
export { ToastHost } from './host/toast-host.js';
