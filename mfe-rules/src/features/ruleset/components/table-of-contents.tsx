import type { RulesSection } from '../hooks/use-table-of-contents';

/** Links to each section of the rules. */
export function TableOfContents({ sections }: { sections: RulesSection[] }) {
  return (
    <nav className="ruleset-toc card" aria-label="Contents">
      <h2 className="ruleset-toc-title">Contents</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id} className={section.level === 3 ? 'ruleset-toc-sub' : undefined}>
            <a className="touch-link" href={`#${section.id}`}>
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
