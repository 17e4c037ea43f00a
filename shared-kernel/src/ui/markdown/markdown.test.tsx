import { render } from '@testing-library/react';
import { HOSTILE_LINKS } from './__tests__/hostile-markdown.js';
import { Markdown, type LinkParagraph } from './markdown.js';

function html(markdown: string): HTMLElement {
  return render(<Markdown>{markdown}</Markdown>).container;
}

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown inside .markdown', () => {
    const root = html('# Lore\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~ and **bold**');
    expect(root.querySelector('.markdown h1')?.textContent).toBe('Lore');
    expect(root.querySelectorAll('table td')).toHaveLength(2);
    expect(root.querySelector('del')?.textContent).toBe('gone');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
  });

  it('skips raw HTML', () => {
    const root = html(
      'before <script>alert(1)</script> <img src=x onerror=alert(1)> <b>bold</b> after\n\n<div onclick="x()">block</div>',
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('[onclick]')).toBeNull();
    expect(root.textContent).toContain('before');
    expect(root.textContent).toContain('after');
  });

  it.each(HOSTILE_LINKS)('drops the address of %p', (markdown) => {
    const root = html(markdown);
    for (const link of Array.from(root.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/script|data:/i);
    }
    expect(root.innerHTML).not.toMatch(/href="[^"]*(script|data):/i);
  });

  it('keeps the text of a dropped link', () => {
    const root = html('[click me](javascript:alert(1))');
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('.markdown-dropped-link')?.textContent).toBe('click me');
  });

  it('drops unsafe image sources and keeps the alt text', () => {
    const root = html('![a map](data:image/svg+xml;base64,PHN2Zz4=)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('a map');
    const safe = html('![a map](/api/image/abc)').querySelector('img');
    expect(safe?.getAttribute('src')).toBe('/api/image/abc');
  });

  it('opens external links safely and keeps internal ones in the site', () => {
    const root = html('[out](https://example.com) [in](/factions/orcs)');
    const [out, inside] = Array.from(root.querySelectorAll('a'));
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(inside?.getAttribute('href')).toBe('/factions/orcs');
    expect(inside?.getAttribute('target')).toBeNull();
  });

  it('renders nothing for empty text', () => {
    expect(html('').querySelector('.markdown')?.textContent).toBe('');
    expect(
      render(<Markdown>{undefined}</Markdown>).container.querySelector('.markdown'),
    ).not.toBeNull();
  });

  describe('a link alone on its line', () => {
    const seen: LinkParagraph[] = [];
    const card = (link: LinkParagraph) => {
      seen.push(link);
      return link.href.startsWith('/cards/') ? (
        <aside className="card-for">{link.href}</aside>
      ) : null;
    };
    const shown = (markdown: string) =>
      render(<Markdown renderLinkParagraph={card}>{markdown}</Markdown>).container;
    beforeEach(() => {
      seen.length = 0;
    });

    it('can be shown otherwise, in place of its paragraph', () => {
      const root = shown('Before.\n\n[My card](/cards/1)\n\nAfter.');
      expect(root.querySelector('aside.card-for')?.textContent).toBe('/cards/1');
      expect(root.querySelector('aside')?.closest('p')).toBeNull();
      expect(root.querySelectorAll('p')).toHaveLength(2);
      expect(seen).toEqual([{ href: '/cards/1', text: 'My card' }]);
    });

    it('offers a bare address with itself as the text, and keeps the paragraph on null', () => {
      const root = shown('https://example.com/page');
      expect(seen).toEqual([
        { href: 'https://example.com/page', text: 'https://example.com/page' },
      ]);
      expect(root.querySelector('p a')?.getAttribute('href')).toBe('https://example.com/page');
    });

    it('leaves a link inside a sentence, and two links on one line, as they are', () => {
      const root = shown('See [my card](/cards/1) here.\n\n[a](/cards/2) [b](/cards/3)');
      expect(seen).toEqual([]);
      expect(root.querySelector('aside')).toBeNull();
      expect(root.querySelectorAll('p a')).toHaveLength(3);
    });

    it('never offers a dropped javascript: link, which stays inert text', () => {
      const root = shown('[x](javascript:alert(1))\n\n<javascript:alert(1)>');
      expect(seen).toEqual([]);
      expect(root.querySelector('a')).toBeNull();
      expect(root.querySelector('.markdown-dropped-link')?.textContent).toBe('x');
    });
  });
});
