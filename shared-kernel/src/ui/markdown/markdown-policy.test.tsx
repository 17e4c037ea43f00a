/**
 * The read-only ruleset page shows HTML the server rendered; the editors' previews render
 * in the browser. One hostile corpus is fed to both renderers: their HTML must be the same, and
 * neither may hold a script, an event handler, raw HTML or an unsafe address. Both mark a paragraph
 * holding only one link (`data-link-paragraph`), so the two stay the same text.
 */
import { render } from '@testing-library/react';
import { markdownToHtml } from '@muster/shared-kernel/ui/markdown-html';
import { HOSTILE_MARKDOWN } from './__tests__/hostile-markdown.js';
import { Markdown } from './markdown.js';
import { MarkdownHtml } from './markdown-html.js';

/** The elements markdown may produce; anything else came from raw HTML. */
const MARKDOWN_TAGS = new Set(
  'a blockquote br code del em h1 h2 h3 h4 h5 h6 hr img input li ol p pre section span strong sup table tbody td th thead tr ul'.split(
    ' ',
  ),
);
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

/** The HTML as a parser reads it, each element's attributes in name order. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** The browser's rendering: the `.markdown` wrapper, as the page holds it. */
const clientHtml = (markdown: string) =>
  normalised(render(<Markdown>{markdown}</Markdown>).container.innerHTML);

/** The server's HTML as the ruleset page shows it. */
const serverHtml = (markdown: string) =>
  normalised(render(<MarkdownHtml html={markdownToHtml(markdown)} />).container.innerHTML);

const decoded = (text: string) => {
  const textarea = document.createElement('textarea');
  textarea.innerHTML = text;
  return textarea.value;
};

/** An opening tag whose attribute values are all double-quoted, as both renderers write them. */
const TAG = /<([a-z][a-z0-9]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /\s+([^\s"'=<>/]+)(?:="([^"]*)")?/g;

/** An attribute that runs script or leads to an unsafe address. */
function expectSafeAttribute(name: string, value: string) {
  expect(name).not.toMatch(/^on/i);
  // Browsers ignore whitespace and control characters (up to U+0020) inside a scheme.
  const bare = Array.from(value.replace(/\s/g, ''))
    .filter((character) => character > ' ')
    .join('');
  expect(bare).not.toMatch(UNSAFE_SCHEME);
}

/** The raw text, read as a browser would tokenise it: every tag and attribute checked. */
function expectNoHostileText(html: string) {
  expect(html).not.toMatch(/<script/i);
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    if (tag === 'div') expect(attributes).toBe(' class="markdown"');
    else expect(MARKDOWN_TAGS).toContain(tag);
    for (const [, name, value] of (attributes ?? '').matchAll(ATTRIBUTE))
      expectSafeAttribute(name ?? '', decoded(value ?? ''));
  }
  // Nothing else opens a tag: text's '<' is escaped.
  expect(html.replace(TAG, '').replace(/<\/[a-z][a-z0-9]*>/gi, '')).not.toContain('<');
}

/** The parsed HTML: no element markdown does not make, no handler, no unsafe address. */
function expectNoHostileElements(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'div') expect(element.className).toBe('markdown');
    else expect(MARKDOWN_TAGS).toContain(tag);
    for (const { name, value } of Array.from(element.attributes)) expectSafeAttribute(name, value);
  }
}

describe('the markdown policy, on the server and in the browser', () => {
  it.each(HOSTILE_MARKDOWN)('renders %p the same, and safely, in both', (markdown) => {
    const server = markdownToHtml(markdown);
    const client = render(<Markdown>{markdown}</Markdown>).container.innerHTML;
    expect(serverHtml(markdown)).toBe(clientHtml(markdown));
    for (const html of [server, client]) {
      expectNoHostileText(html);
      expectNoHostileElements(html);
    }
  });

  it('renders the ruleset features the same: headings, tables, lists, code, external links', () => {
    const markdown = [
      '# Rules',
      '## Movement & *terrain*',
      'Move **6"** or ~~run~~. See [the formula](/pointformulas) or <https://example.com>.',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '1. one\n2. two\n\n- [ ] to do\n- [x] done',
      '```\nif (a < b) return "x";\n```',
      '> quoted',
      '![a map](/api/image/abc)',
    ].join('\n\n');
    expect(serverHtml(markdown)).toBe(clientHtml(markdown));
    const server = markdownToHtml(markdown);
    expect(server).toContain('<h2>Movement &amp; <em>terrain</em></h2>');
    expect(server).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">',
    );
    expect(server).toContain('<img src="/api/image/abc" alt="a map" loading="lazy"');
  });

  // MarkdownHtml finds by this mark the paragraphs Markdown offers to renderLinkParagraph.
  it('marks each paragraph holding only a link, the same in both, and no other', () => {
    const markdown = [
      '[alone](/pages/1)',
      'See [inside](/x) text.',
      'https://example.com',
      '[x](javascript:alert(1))',
    ].join('\n\n');
    expect(serverHtml(markdown)).toBe(clientHtml(markdown));
    expect(markdownToHtml(markdown)).toBe(
      [
        '<p data-link-paragraph=""><a href="/pages/1">alone</a></p>',
        '<p>See <a href="/x">inside</a> text.</p>',
        '<p data-link-paragraph=""><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">https://example.com</a></p>',
        '<p><span class="markdown-dropped-link">x</span></p>',
      ].join('\n'),
    );
  });

  it('keeps the text of a dropped link and renders empty text as nothing', () => {
    expect(markdownToHtml('[click me](javascript:alert(1))')).toBe(
      '<p><span class="markdown-dropped-link">click me</span></p>',
    );
    expect(markdownToHtml('')).toBe('');
  });
});
