import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/**
 * GitHub-flavoured markdown (tables, strikethrough, task lists, autolinks) for reading only.
 * remark-gfm also registers the markdown *writer* extensions, which pull mdast-util-to-markdown
 * into every bundle that renders markdown although rendering never writes markdown; this plugin
 * is remark-gfm's parsing half alone.
 */
export function remarkGfmParse(this: Processor): void {
  // The parser reads these two lists from the processor's data (remark-parse declares them).
  const data = this.data() as {
    micromarkExtensions?: unknown[];
    fromMarkdownExtensions?: unknown[];
  };
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
