import { useLayoutEffect, useState, type RefObject } from 'react';

/** One section of the rules, as the table of contents links to it. */
export interface RulesSection {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Rules with at least this many sections get a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 3;

function slug(text: string): string {
  const base = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `rules-${base || 'section'}`;
}

/**
 * Reads the sections (h2 and h3) of the rendered rules and gives each an id to link to. It reads
 * the rendered headings rather than the markdown text, so the contents always match what the
 * reader sees (emphasis, links and code in a heading included). `html`: the rules' HTML, whose
 * change means the headings are read again.
 */
export function useTableOfContents(
  container: RefObject<HTMLElement | null>,
  html: string,
): RulesSection[] {
  const [sections, setSections] = useState<RulesSection[]>([]);
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) {
      setSections([]);
      return;
    }
    const used = new Set<string>();
    const found: RulesSection[] = [];
    for (const heading of root.querySelectorAll<HTMLHeadingElement>('h2, h3')) {
      const text = (heading.textContent ?? '').trim();
      if (!text) continue;
      let id = slug(text);
      for (let n = 2; used.has(id); n++) id = `${slug(text)}-${n}`;
      used.add(id);
      heading.id = id;
      found.push({ id, text, level: heading.tagName === 'H2' ? 2 : 3 });
    }
    setSections(found);
    // A link to a section (/ruleset#rules-attacking) lands on it once the rules are rendered.
    const target = window.location.hash.slice(1);
    if (target) root.ownerDocument.getElementById(target)?.scrollIntoView?.();
  }, [container, html]);
  return sections;
}
