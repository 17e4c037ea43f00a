import type { ReactNode } from 'react';

/** The link of a paragraph that holds only it. */
export interface LinkParagraph {
  href: string;
  /** The link's text ('https://…' for a bare address). */
  text: string;
}

/**
 * Shows a paragraph that holds one link and nothing else (a link on its own line) some other way:
 * given the link's address, already past the safe-link policy (a dropped link is never offered),
 * and its text. Answering null or undefined keeps the paragraph. Pass a function that keeps its
 * identity (module level or memoised): a new one renders the whole text again.
 */
export type RenderLinkParagraph = (link: LinkParagraph) => ReactNode;

/**
 * The attribute both renderers give a paragraph that holds only one link (and that was not
 * shown otherwise), so that `MarkdownHtml` finds in the server's HTML the paragraphs `Markdown`
 * offers to its `renderLinkParagraph`.
 */
export const LINK_PARAGRAPH_ATTRIBUTE = 'data-link-paragraph';
