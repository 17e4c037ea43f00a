import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { isSafeUrl } from '@muster/shared-kernel/core';
// Not from markdown.js: that would bring react-markdown along.
import {
  LINK_PARAGRAPH_ATTRIBUTE,
  type LinkParagraph,
  type RenderLinkParagraph,
} from './link-paragraph.js';
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
  /**
   * Shows a link alone on its line some other way, as `Markdown`'s own `renderLinkParagraph`
   * does ({@link RenderLinkParagraph}): what it answers takes the paragraph's place.
   */
  renderLinkParagraph?: RenderLinkParagraph;
}

/** What takes a paragraph's place: a node mounted in the element put there. */
interface LinkCard {
  key: string;
  container: HTMLElement;
  node: ReactNode;
}

/**
 * The link of a paragraph the server marked: its only element, an anchor whose address passes
 * the safe-link policy (the server already dropped any other: this only reads, never trusts).
 */
function linkOf(paragraph: Element): LinkParagraph | null {
  const [only] = Array.from(paragraph.children);
  if (paragraph.children.length !== 1 || only?.tagName !== 'A') return null;
  const href = only.getAttribute('href');
  return href && isSafeUrl(href) ? { href, text: only.textContent ?? '' } : null;
}

let lastCardKey = 0;

/**
 * Puts `renderLinkParagraph`'s answers in place of the marked paragraphs of the HTML shown in
 * `root` (read once the HTML is in the page, again when it or the function changes). Nothing of
 * the HTML is run or inserted: only each link's address and text are read.
 */
function useLinkCards(
  root: RefObject<HTMLDivElement | null>,
  html: string,
  renderLinkParagraph: RenderLinkParagraph | undefined,
): LinkCard[] {
  const [cards, setCards] = useState<LinkCard[]>([]);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !renderLinkParagraph) {
      setCards([]);
      return undefined;
    }
    const shown: LinkCard[] = [];
    const replaced: [paragraph: Element, container: HTMLElement][] = [];
    for (const paragraph of Array.from(
      element.querySelectorAll(`p[${LINK_PARAGRAPH_ATTRIBUTE}]`),
    )) {
      const link = linkOf(paragraph);
      const node = link ? renderLinkParagraph(link) : null;
      if (node === null || node === undefined) continue;
      const container = element.ownerDocument.createElement('div');
      paragraph.replaceWith(container);
      replaced.push([paragraph, container]);
      shown.push({ key: String((lastCardKey += 1)), container, node });
    }
    setCards(shown);
    return () => {
      // The same HTML shown with another function gets its paragraphs back first; new HTML has
      // already replaced them (and the containers with them).
      for (const [paragraph, container] of replaced)
        if (container.parentNode) container.replaceWith(paragraph);
    };
  }, [root, html, renderLinkParagraph]);
  return cards;
}

/**
 * Shows markdown the server rendered (the read-only ruleset, scenario and page views), exactly as
 * {@link Markdown} shows it, without downloading the markdown renderer; a link alone on its line
 * may be shown otherwise (`renderLinkParagraph`, mounted where its paragraph was). Editors'
 * previews keep {@link Markdown}.
 */
export function MarkdownHtml({ html, className, renderLinkParagraph }: MarkdownHtmlProps) {
  const root = useRef<HTMLDivElement>(null);
  const cards = useLinkCards(root, html, renderLinkParagraph);
  return (
    <>
      <div
        ref={root}
        className={markdownClassName(className)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {cards.map(({ key, container, node }) => createPortal(node, container, key))}
    </>
  );
}
