import type { RosterVerdict } from '@muster/shared-kernel/core';

/** 'Legal', or how many problems: '1 problem', '3 problems'. */
export const verdictResultText = (problems: number) =>
  problems === 0 ? 'Legal' : `${problems} ${problems === 1 ? 'problem' : 'problems'}`;

/** Props of {@link VerdictResult}. */
interface VerdictResultProps {
  verdict: Pick<RosterVerdict, 'legal' | 'problems'>;
  /** The element of the result line: a heading on the page, a paragraph in a stamp. */
  as: 'h3' | 'p';
  className?: string;
}

/** 'Legal' or 'N problems' with its mark, then each problem in the rule's own words. */
export function VerdictResult({ verdict, as: Line, className }: VerdictResultProps) {
  return (
    <>
      <Line className={className}>
        <span aria-hidden="true">{verdict.legal ? '✓ ' : '✗ '}</span>
        {verdictResultText(verdict.problems.length)}
      </Line>
      {verdict.problems.length > 0 && (
        <ul className="verdict-problems">
          {verdict.problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      )}
    </>
  );
}
