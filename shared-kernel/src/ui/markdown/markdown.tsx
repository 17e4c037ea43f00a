import { useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import ReactMarkdown, {
  defaultUrlTransform,
  type Components,
  type ExtraProps,
} from 'react-markdown';
import { markdownClassName } from './markdown-class.js';
import { remarkGfmParse } from './remark-gfm-parse.js';
import { isExternalUrl, safeUrl } from '@muster/shared-kernel/core';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown text (lore, ruleset, scenario, page). */
  children: string | null | undefined;
  /** Extra classes beside `markdown` (styles/muster.css). */
  className?: string;
  /**
   * Shows a paragraph that holds one link and nothing else (a link on its own line) some other
   * way: given the link's address, already past the safe-link policy (a dropped link is never
   * offered), and its text. Answering null or undefined keeps the paragraph. Pass a function that
   * keeps its identity (module level or memoised): a new one re-renders the whole text.
   */
  renderLinkParagraph?: (link: LinkParagraph) => ReactNode;
}

/** The link of a paragraph that holds only it. */
export interface LinkParagraph {
  href: string;
  /** The link's text ('https://…' for a bare address). */
  text: string;
}

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

const COMPONENTS: Components = { a: Link, img: Image };
const REMARK_PLUGINS = [remarkGfmParse];

/** Props of {@link MarkdownContent}: {@link MarkdownProps} without the wrapper's classes. */
export type MarkdownContentProps = Omit<MarkdownProps, 'className'>;

/**
 * The rendered markdown alone, without {@link Markdown}'s `.markdown` wrapper: what
 * `markdownToHtml` (`@muster/shared-kernel/ui/markdown-html`) renders on the server, so its
 * HTML is this component's by construction.
 */
export function MarkdownContent({ children, renderLinkParagraph }: MarkdownContentProps) {
  const components = useMemo((): Components => {
    if (!renderLinkParagraph) return COMPONENTS;
    function Paragraph({ node, ...props }: ComponentPropsWithoutRef<'p'> & ExtraProps) {
      const link = linkParagraphOf(node);
      const replaced = link ? renderLinkParagraph?.(link) : null;
      return replaced === null || replaced === undefined ? <p {...props} /> : <>{replaced}</>;
    }
    return { ...COMPONENTS, p: Paragraph };
  }, [renderLinkParagraph]);
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
