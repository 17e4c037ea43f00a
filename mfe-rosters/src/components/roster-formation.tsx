import type { ReactNode, Ref } from 'react';
import { ProblemNote } from './problem-note';

/** Props of {@link RosterFormation}. */
export interface RosterFormationProps {
  index: number;
  name: string;
  /** How many units it holds (Σ count of its lines). */
  unitCount: number;
  points: number;
  /** The messages of the roster's problems that concern this formation. */
  problems: readonly string[];
  /** Said on screen (never on paper) when it holds no unit. */
  emptyText: string;
  /** Marks the formation the builder adds new lines to. */
  building?: boolean;
  /** The heading, for a screen that moves the keyboard focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What a screen puts between the heading and the problems: the builder's controls. */
  controls?: ReactNode;
  /** Its unit cards. */
  children: ReactNode;
}

/**
 * One formation of a roster as the builder, its printout and the shared-roster page show it: its
 * name as a heading with its unit count and points, the problems that concern it, and its unit
 * cards.
 */
export function RosterFormation({
  index,
  name,
  unitCount,
  points,
  problems,
  emptyText,
  building = false,
  headingRef,
  controls,
  children,
}: RosterFormationProps) {
  const titleId = `formation-${index}`;
  return (
    <section
      className={building ? 'formation formation--building' : 'formation'}
      aria-labelledby={titleId}
    >
      <header className="formation-head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {name}
        </h2>
        <p className="formation-facts">
          {unitCount === 1 ? '1 unit' : `${unitCount} units`} · {points} pts
        </p>
      </header>
      {controls}
      {problems.map((message, at) => (
        // By place: a message whose numbers change is the same note with new words.
        <ProblemNote key={at} message={message} />
      ))}
      {unitCount === 0 ? (
        <p className="muted formation-empty no-print">{emptyText}</p>
      ) : (
        <div className="roster-units">{children}</div>
      )}
    </section>
  );
}
