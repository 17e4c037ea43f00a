import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '@muster/shared-kernel/ui';
import { ProblemNote } from '../../../components/problem-note';

// The rename form is fetched when a formation is first renamed.
const RenameForm = lazyNamed(() => import('./formation-rename-form'), 'RenameForm');

/** Where the keyboard goes after a formation moved or went: a button or heading of one formation. */
export interface FormationFocus {
  index: number;
  target: 'up' | 'down' | 'heading';
}

interface FormationSectionProps {
  index: number;
  name: string;
  /** How many units it holds (Σ count of its lines). */
  unitCount: number;
  points: number;
  /** Whether it is the formation a new line joins. */
  building: boolean;
  first: boolean;
  last: boolean;
  /** Whether Dissolve is offered (never for the only formation while it holds lines). */
  dissolvable: boolean;
  /** The messages of the roster's problems that concern this formation. */
  problems: readonly string[];
  /** Set when this formation should take the keyboard focus (after a move). */
  focus?: FormationFocus;
  onBuildHere(index: number): void;
  onRename(index: number, name: string): void;
  onMove(from: number, to: number): void;
  onDissolve(index: number): void;
  /** Its unit cards. */
  children: ReactNode;
}

/**
 * One formation of the builder: its name as a heading with its unit count and points, its
 * problems, its controls (Building here, Rename, Move Up / Move Down, Dissolve: every one a
 * button or a radio, so the keyboard reaches them all) and its unit cards.
 */
export function FormationSection({
  index,
  name,
  unitCount,
  points,
  building,
  first,
  last,
  dissolvable,
  problems,
  focus,
  onBuildHere,
  onRename,
  onMove,
  onDissolve,
  children,
}: FormationSectionProps) {
  const [renaming, setRenaming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const titleId = `formation-${index}`;
  // When the rename form closes, the keyboard goes back to the Rename button it came from.
  const renamed = useRef(false);
  useEffect(() => {
    if (renaming || !renamed.current) return;
    renamed.current = false;
    renameRef.current?.focus();
  }, [renaming]);

  // After a move the keyboard follows the formation it moved; after a dissolve, the heir.
  useEffect(() => {
    if (!focus) return;
    const up = upRef.current;
    const down = downRef.current;
    const usable = (button: HTMLButtonElement | null) =>
      button && !button.disabled ? button : null;
    const target =
      focus.target === 'heading'
        ? headingRef.current
        : focus.target === 'up'
          ? (usable(up) ?? usable(down))
          : (usable(down) ?? usable(up));
    (target ?? headingRef.current)?.focus();
  }, [focus]);

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
      {renaming && (
        <Suspense fallback={null}>
          <RenameForm
            name={name}
            onSave={(next) => onRename(index, next)}
            onClose={() => {
              renamed.current = true;
              setRenaming(false);
            }}
          />
        </Suspense>
      )}
      <div className="formation-controls btn-row no-print">
        <label className="formation-building">
          <input
            type="radio"
            name="formation-building"
            aria-label={`Building here: ${name}`}
            checked={building}
            onChange={() => onBuildHere(index)}
          />{' '}
          Building here
        </label>
        {!renaming && (
          <button
            ref={renameRef}
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => setRenaming(true)}
          >
            Rename<span className="visually-hidden"> {name}</span>
          </button>
        )}
        <button
          ref={upRef}
          type="button"
          className="btn btn-secondary btn-small"
          disabled={first}
          onClick={() => onMove(index, index - 1)}
        >
          Move Up<span className="visually-hidden"> {name}</span>
        </button>
        <button
          ref={downRef}
          type="button"
          className="btn btn-secondary btn-small"
          disabled={last}
          onClick={() => onMove(index, index + 1)}
        >
          Move Down<span className="visually-hidden"> {name}</span>
        </button>
        {dissolvable && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => onDissolve(index)}
          >
            Dissolve<span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
      {problems.map((message, at) => (
        // By place: a message whose numbers change is the same note with new words.
        <ProblemNote key={at} message={message} />
      ))}
      {unitCount === 0 ? (
        <p className="muted formation-empty no-print">
          No units here yet: make it the formation being built and press + on an available unit.
        </p>
      ) : (
        <div className="roster-units">{children}</div>
      )}
    </section>
  );
}
