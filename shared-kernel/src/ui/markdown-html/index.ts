/**
 * @muster/shared-kernel/ui/markdown-html (Node, the API): markdown rendered to HTML with the
 * browser's own renderer and policy. It imports react-dom/server, so no front end imports it;
 * they show its HTML with `MarkdownHtml` from /ui.
 */
export { markdownToHtml } from '../markdown/markdown-to-html.js';
