/**
 * The server's rendered markdown: what the read-only pages show, rendered once per
 * text while it is read, within a bounded cache.
 */
import { renderedHtml, renderedHtmlCache } from '../../src/services/rendered-html.js';

describe('renderedHtml', () => {
  it('renders with the site policy: raw HTML skipped, unsafe links dropped', () => {
    expect(renderedHtml('# Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>')).toBe(
      '<h1>Hi</h1>\n<p><span class="markdown-dropped-link">x</span> </p>',
    );
    expect(renderedHtml('')).toBe('');
  });
});

describe('renderedHtmlCache', () => {
  const counted = () => {
    const rendered: string[] = [];
    const render = (markdown: string) => {
      rendered.push(markdown);
      return `<p>${markdown}</p>`;
    };
    return { rendered, render };
  };

  it('renders each text once while it is kept, the least recently read leaving first', () => {
    const { rendered, render } = counted();
    const html = renderedHtmlCache({ entries: 2, chars: 1000 }, render);
    expect(html('a')).toBe('<p>a</p>');
    expect(html('a')).toBe('<p>a</p>');
    html('b');
    html('a'); // a is now the most recent: c pushes b out
    html('c');
    html('a');
    html('b');
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no more HTML than its budget, and never a text larger than all of it', () => {
    const { rendered, render } = counted();
    const html = renderedHtmlCache({ entries: 100, chars: 20 }, render);
    const long = 'x'.repeat(30);
    html(long);
    html(long);
    html('aaaa'); // 11 characters of HTML
    html('bbbb'); // 22 in all: aaaa leaves
    html('bbbb');
    html('aaaa');
    expect(rendered).toEqual([long, long, 'aaaa', 'bbbb', 'aaaa']);
  });
});
