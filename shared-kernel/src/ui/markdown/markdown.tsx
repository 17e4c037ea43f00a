import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import { remarkGfmParse } from './remark-gfm-parse.js';
import { isExternalUrl, safeUrl } from '@muster/shared-kernel/core';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown text (lore, ruleset, scenario, page). */
  children: string | null | undefined;
  /** Extra classes beside `markdown` (styles/muster.css). */
  className?: string;
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

const COMPONENTS = { a: Link, img: Image };
const REMARK_PLUGINS = [remarkGfmParse];

/**
 * The one markdown renderer of the site: GitHub-flavoured markdown, raw HTML skipped, links and
 * images with unsafe schemes dropped, external links opened in a new tab without opener or
 * referrer.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        skipHtml
        urlTransform={urlTransform}
        components={COMPONENTS}
      >
        {children ?? ''}
      </ReactMarkdown>
    </div>
  );
}
