import { createHash } from 'node:crypto';
import { markdownToHtml } from '@muster/shared-kernel/ui/markdown-html';

/** How much a {@link renderedHtmlCache} keeps: at most `entries` texts, `chars` of HTML in all. */
export interface RenderedHtmlLimits {
  entries: number;
  chars: number;
}

/**
 * What {@link renderedHtml} keeps: a few hundred texts, 4 million characters of HTML (about 8 MB)
 * at most; the ruleset (up to 1,000,000 characters of markdown) fits beside the pages.
 */
export const RENDERED_HTML_LIMITS: RenderedHtmlLimits = { entries: 256, chars: 4_000_000 };

/**
 * `markdownToHtml` behind a least-recently-used cache keyed by a hash of the markdown: a long text
 * takes the renderer tens of milliseconds (hundreds on a busy machine), and signed-in readers
 * bypass the read cache, so each text is rendered once while it is read. Bounded by count and by
 * size; a text larger than the whole budget is rendered each time, never kept.
 */
export function renderedHtmlCache(
  limits: RenderedHtmlLimits,
  render: (markdown: string) => string = markdownToHtml,
) {
  // A Map iterates in insertion order: a hit is moved to the end, the first entry is the oldest.
  const kept = new Map<string, string>();
  let chars = 0;
  return function renderedHtmlOf(markdown: string): string {
    if (markdown === '') return '';
    const key = createHash('sha256').update(markdown).digest('base64');
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const html = render(markdown);
    if (html.length > limits.chars) return html;
    kept.set(key, html);
    chars += html.length;
    for (const [oldest, old] of kept) {
      if (kept.size <= limits.entries && chars <= limits.chars) break;
      kept.delete(oldest);
      chars -= old.length;
    }
    return html;
  };
}

/**
 * A text's markdown rendered to HTML by the site's one renderer and its policy (raw HTML skipped;
 * javascript:, vbscript: and data: links dropped), for the read-only pages that show it with
 * `MarkdownHtml` instead of downloading the renderer: the ruleset, one scenario, one
 * page.
 */
export const renderedHtml = renderedHtmlCache(RENDERED_HTML_LIMITS);
