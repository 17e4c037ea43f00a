import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { can, paths } from '@muster/shared-kernel/core';
import { useRuleset, useSession } from '@muster/shared-kernel/client';
import { Empty, Loading, MarkdownHtml, MusterMark, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { TABLE_OF_CONTENTS_MIN_SECTIONS, useTableOfContents } from '../hooks/use-table-of-contents';
import { ActiveFormulaLine } from './active-formula-line';
import { TableOfContents } from './table-of-contents';
import './ruleset-page.css';

/**
 * The ruleset page (`/` and `/ruleset`): the logo, the active point formula (unless `hideLink`),
 * 'Edit Rules' for the administrator, and the rules (rendered by the server) with a table of
 * contents when they are long.
 */
export function RulesetPage({ hideLink = false }: { hideLink?: boolean }) {
  const ruleset = useRuleset();
  const session = useSession();
  const rulesRef = useRef<HTMLDivElement>(null);
  const markdown = ruleset.data?.markdown.trim() ?? '';
  // The server renders the rules: this page never downloads the markdown renderer.
  const html = ruleset.data?.html ?? '';
  const sections = useTableOfContents(rulesRef, html);

  return (
    <article className="ruleset">
      <header className="ruleset-header">
        <h1 className="ruleset-logo">
          <MusterMark className="ruleset-logo-mark" />
          <span>
            Muster <span className="ruleset-logo-sub">Ruleset</span>
          </span>
        </h1>
        {can(session, 'ruleset:edit') && (
          <Link className="btn btn-secondary btn-small ruleset-edit" to={paths.editRules()}>
            Edit Rules
          </Link>
        )}
      </header>
      {ruleset.isPending && <Loading />}
      {ruleset.data && !hideLink && (
        <ActiveFormulaLine activeId={ruleset.data.activePointFormula} />
      )}
      {!ruleset.isPending && !markdown && <Empty text={STATE_TEXTS.noRuleset} />}
      {markdown && (
        <div
          className={
            sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS
              ? 'ruleset-body ruleset-body-with-toc'
              : 'ruleset-body'
          }
        >
          {sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS && (
            <TableOfContents sections={sections} />
          )}
          <div ref={rulesRef} className="ruleset-rules card">
            <MarkdownHtml html={html} />
          </div>
        </div>
      )}
    </article>
  );
}
