// Not from markdown.js: that would bring react-markdown along.
import { markdownClassName } from './markdown-class.js';

/** Props of {@link MarkdownHtml}. */
export interface MarkdownHtmlProps {
  /**
   * Markdown already rendered by the server with `markdownToHtml`
   * (`@muster/shared-kernel/ui/markdown-html`), under {@link Markdown}'s policy: never any other
   * HTML, which this component inserts as it is.
   */
  html: string;
  /** Extra classes beside `markdown` (styles/muster.css). */
  className?: string;
}

/**
 * Shows markdown the server rendered (the read-only ruleset page), exactly as {@link Markdown}
 * shows it, without downloading the markdown renderer. Editors' previews keep {@link Markdown}.
 */
export function MarkdownHtml({ html, className }: MarkdownHtmlProps) {
  return (
    <div className={markdownClassName(className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
