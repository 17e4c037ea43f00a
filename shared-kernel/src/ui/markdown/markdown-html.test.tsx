/**
 * MarkdownHtml shows the server's HTML and, given `renderLinkParagraph`, mounts what it answers in
 * place of each paragraph the server marked as holding only one link (as `Markdown` does).
 */
import { StrictMode, createContext, useContext } from 'react';
import { act, render } from '@testing-library/react';
import { markdownToHtml } from '@muster/shared-kernel/ui/markdown-html';
import type { LinkParagraph } from './link-paragraph.js';
import { Markdown } from './markdown.js';
import { MarkdownHtml } from './markdown-html.js';

const Theme = createContext('plain');

/** A card for links under /cards/, read inside the card (portals keep the page's context). */
function Card({ link }: { link: LinkParagraph }) {
  return (
    <aside className="card-for" data-theme={useContext(Theme)}>
      {link.href} {link.text}
    </aside>
  );
}

const seen: LinkParagraph[] = [];
function card(link: LinkParagraph) {
  seen.push(link);
  return link.href.startsWith('/cards/') ? <Card link={link} /> : null;
}

const TEXT = 'Before.\n\n[My card](/cards/1)\n\n[Elsewhere](https://example.com)\n\nAfter.';

function shown(html: string, renderLinkParagraph = card) {
  return render(
    <Theme.Provider value="dark">
      <MarkdownHtml html={html} renderLinkParagraph={renderLinkParagraph} />
    </Theme.Provider>,
  );
}

beforeEach(() => {
  seen.length = 0;
});

describe('MarkdownHtml', () => {
  it('shows the HTML as it is without a function', () => {
    const html = markdownToHtml(TEXT);
    const { container } = render(<MarkdownHtml html={html} />);
    expect(container.querySelector('.markdown')?.innerHTML).toBe(html);
  });

  it('mounts each card in place of its paragraph, and keeps a paragraph answered null', () => {
    const { container } = shown(markdownToHtml(TEXT));
    const aside = container.querySelector('.markdown aside.card-for');
    expect(aside?.textContent).toBe('/cards/1 My card');
    expect(aside?.getAttribute('data-theme')).toBe('dark');
    expect(aside?.closest('p')).toBeNull();
    const paragraphs = Array.from(container.querySelectorAll('.markdown p'), (p) => p.textContent);
    expect(paragraphs).toEqual(['Before.', 'Elsewhere', 'After.']);
    // Where the card stands: between the two paragraphs it stood between.
    expect(aside?.parentElement?.previousElementSibling?.textContent).toBe('Before.');
    expect(container.querySelector('p a[href="https://example.com"]')).not.toBeNull();
    expect(seen).toEqual([
      { href: '/cards/1', text: 'My card' },
      { href: 'https://example.com', text: 'Elsewhere' },
    ]);
  });

  it('offers the same links as Markdown does, hostile ones never', () => {
    const text = [
      TEXT,
      'See [my card](/cards/2) here.',
      '[a](/cards/3) [b](/cards/4)',
      '[x](javascript:alert(1))',
      '<javascript:alert(1)>',
      'https://example.com/bare',
    ].join('\n\n');
    render(<Markdown renderLinkParagraph={card}>{text}</Markdown>);
    const offered = [...seen];
    seen.length = 0;
    shown(markdownToHtml(text));
    expect(seen).toEqual(offered);
    expect(offered.map((link) => link.href)).toEqual([
      '/cards/1',
      'https://example.com',
      'https://example.com/bare',
    ]);
  });

  it('never offers a marked paragraph whose address is unsafe or that holds more than a link', () => {
    shown(
      [
        '<p data-link-paragraph=""><a href="javascript:alert(1)">x</a></p>',
        '<p data-link-paragraph=""><a href="/cards/5">a</a><a href="/cards/6">b</a></p>',
        '<p data-link-paragraph=""><span>no link</span></p>',
      ].join(''),
    );
    expect(seen).toEqual([]);
  });

  it('follows new HTML: the old cards go, the new ones are mounted', () => {
    const view = shown(markdownToHtml('[One](/cards/1)'));
    expect(view.container.querySelector('aside')?.textContent).toBe('/cards/1 One');
    view.rerender(
      <Theme.Provider value="dark">
        <MarkdownHtml
          html={markdownToHtml('[Two](/cards/2)\n\n[Three](/cards/3)')}
          renderLinkParagraph={card}
        />
      </Theme.Provider>,
    );
    const cards = Array.from(view.container.querySelectorAll('aside'), (a) => a.textContent);
    expect(cards).toEqual(['/cards/2 Two', '/cards/3 Three']);
    expect(view.container.querySelector('p')).toBeNull();
  });

  it('gives the paragraphs back to another function, and to none', () => {
    const html = markdownToHtml(TEXT);
    const view = shown(html);
    const none = () => null;
    view.rerender(<MarkdownHtml html={html} renderLinkParagraph={none} />);
    expect(view.container.querySelector('aside')).toBeNull();
    expect(view.container.querySelector('p a[href="/cards/1"]')?.textContent).toBe('My card');
    view.rerender(<MarkdownHtml html={html} renderLinkParagraph={card} />);
    expect(view.container.querySelectorAll('aside')).toHaveLength(1);
    view.rerender(<MarkdownHtml html={html} />);
    expect(view.container.querySelector('aside')).toBeNull();
    expect(view.container.querySelector('.markdown')?.innerHTML).toBe(html);
  });

  it('shows one card per paragraph in strict mode, and unmounts them with the view', () => {
    const view = render(
      <StrictMode>
        <MarkdownHtml html={markdownToHtml('[c](/cards/1)')} renderLinkParagraph={card} />
      </StrictMode>,
    );
    expect(view.container.querySelectorAll('aside')).toHaveLength(1);
    expect(view.container.querySelectorAll('.markdown > *')).toHaveLength(1);
    act(() => view.unmount());
    expect(document.querySelector('aside')).toBeNull();
  });

  it('reads a link as text only: markup in its text never becomes elements', () => {
    const { container } = shown(markdownToHtml('[<img src=x onerror=alert(1)>](/cards/1)'));
    expect(seen).toEqual([{ href: '/cards/1', text: '' }]);
    const escaped =
      '<p data-link-paragraph=""><a href="/cards/2">&lt;img src=x onerror=y&gt;</a></p>';
    const view = shown(escaped);
    expect(seen[1]).toEqual({ href: '/cards/2', text: '<img src=x onerror=y>' });
    expect(view.container.querySelector('aside')?.textContent).toBe(
      '/cards/2 <img src=x onerror=y>',
    );
    for (const root of [container, view.container])
      expect(root.querySelector('img, [onerror]')).toBeNull();
  });
});
