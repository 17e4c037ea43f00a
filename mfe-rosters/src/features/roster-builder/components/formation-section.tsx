import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '@muster/shared-kernel/ui';
import { RosterFormation } from '../../../components/roster-formation';

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
 * One formation of the builder: the {@link RosterFormation} the shared-roster page shows too, with
 * the builder's controls (Building here, Rename, Move Up / Move Down, Dissolve: every one a button
 * or a radio, so the keyboard reaches them all).
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

  const controls = (
    <>
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
    </>
  );
  return (
    <RosterFormation
      index={index}
      name={name}
      unitCount={unitCount}
      points={points}
      problems={problems}
      emptyText="No units here yet: make it the formation being built and press + on an available unit."
      building={building}
      headingRef={headingRef}
      controls={controls}
    >
      {children}
    </RosterFormation>
  );
}
