import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownContent } from './markdown.js';

/**
 * Markdown rendered to HTML on the server by the site's one renderer ({@link MarkdownContent}:
 * raw HTML skipped, javascript:, vbscript: and data: links and images dropped), so a page can
 * show it with `MarkdownHtml` without downloading react-markdown. The HTML is the inside of the
 * `.markdown` wrapper, the same as the browser renders.
 */
export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<MarkdownContent>{markdown}</MarkdownContent>);
}
