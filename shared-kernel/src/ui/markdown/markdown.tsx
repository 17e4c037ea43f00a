import { useMemo, type ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, {
  defaultUrlTransform,
  type Components,
  type ExtraProps,
} from 'react-markdown';
import {
  LINK_PARAGRAPH_ATTRIBUTE,
  type LinkParagraph,
  type RenderLinkParagraph,
} from './link-paragraph.js';
import { markdownClassName } from './markdown-class.js';
import { remarkGfmParse } from './remark-gfm-parse.js';
import { isExternalUrl, safeUrl } from '@muster/shared-kernel/core';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown text (lore, ruleset, scenario, page). */
  children: string | null | undefined;
  /** Extra classes beside `markdown` (styles/muster.css). */
  className?: string;
  /** Shows a link alone on its line some other way ({@link RenderLinkParagraph}). */
  renderLinkParagraph?: RenderLinkParagraph;
}

export type { LinkParagraph, RenderLinkParagraph };

function urlTransform(url: string): string | null {
  const safe = safeUrl(url);
  return safe === null ? null : defaultUrlTransform(safe) || null;
}

function Link({ href, children, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  const { node: _node, ...props } = rest;
  // A dropped link keeps its text, not its address.
  if (!href) return <span className="markdown-dropped-link">{children}</span>;
  if (isExternalUrl(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

function Image({ src, alt, ...rest }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) {
  const { node: _node, ...props } = rest;
  if (!src) return alt ? <span className="markdown-dropped-image">{alt}</span> : null;
  return <img {...props} src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
}

type HastElement = NonNullable<ExtraProps['node']>;
type HastNode = HastElement['children'][number];

const textOf = (node: HastNode): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** The link of a paragraph whose only content (blank text aside) is one link with an address. */
function linkParagraphOf(paragraph: HastElement | undefined): LinkParagraph | null {
  const content = (paragraph?.children ?? []).filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
  const [only] = content;
  if (content.length !== 1 || only?.type !== 'element' || only.tagName !== 'a') return null;
  const href = only.properties.href;
  return typeof href === 'string' && href ? { href, text: textOf(only) } : null;
}

/** The attribute that marks a paragraph holding only one link ({@link LINK_PARAGRAPH_ATTRIBUTE}). */
const LINK_PARAGRAPH_MARK = { [LINK_PARAGRAPH_ATTRIBUTE]: '' };

/**
 * Paragraphs: one holding only a link is marked (so the server's HTML tells `MarkdownHtml` which
 * to offer), or shown as `renderLinkParagraph` answers.
 */
function paragraphShownBy(renderLinkParagraph: RenderLinkParagraph | undefined) {
  return function Paragraph({ node, ...props }: ComponentPropsWithoutRef<'p'> & ExtraProps) {
    const link = linkParagraphOf(node);
    if (!link) return <p {...props} />;
    const replaced = renderLinkParagraph?.(link);
    return replaced === null || replaced === undefined ? (
      <p {...props} {...LINK_PARAGRAPH_MARK} />
    ) : (
      <>{replaced}</>
    );
  };
}

const COMPONENTS: Components = { a: Link, img: Image, p: paragraphShownBy(undefined) };
const REMARK_PLUGINS = [remarkGfmParse];

/** Props of {@link MarkdownContent}: {@link MarkdownProps} without the wrapper's classes. */
type MarkdownContentProps = Omit<MarkdownProps, 'className'>;

/**
 * The rendered markdown alone, without {@link Markdown}'s `.markdown` wrapper: what
 * `markdownToHtml` (`@muster/shared-kernel/ui/markdown-html`) renders on the server, so its
 * HTML is this component's by construction.
 */
export function MarkdownContent({ children, renderLinkParagraph }: MarkdownContentProps) {
  const components = useMemo(
    (): Components =>
      renderLinkParagraph
        ? { ...COMPONENTS, p: paragraphShownBy(renderLinkParagraph) }
        : COMPONENTS,
    [renderLinkParagraph],
  );
  return (
    <ReactMarkdown
      remarkPlugins={REMARK_PLUGINS}
      skipHtml
      urlTransform={urlTransform}
      components={components}
    >
      {children ?? ''}
    </ReactMarkdown>
  );
}

/**
 * The one markdown renderer of the site: GitHub-flavoured markdown, raw HTML skipped, links and
 * images with unsafe schemes dropped, external links opened in a new tab without opener or
 * referrer. A link alone on its line may be shown otherwise (`renderLinkParagraph`).
 */
export function Markdown({ children, className, renderLinkParagraph }: MarkdownProps) {
  return (
    <div className={markdownClassName(className)}>
      <MarkdownContent renderLinkParagraph={renderLinkParagraph}>{children}</MarkdownContent>
    </div>
  );
}
