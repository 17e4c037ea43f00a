import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '@muster/shared-kernel/ui';
import { RosterFormation, type RosterFormationProps } from '../../../components/roster-formation';

// The rename form is fetched when a formation is first renamed.
const RenameForm = lazyNamed(() => import('./formation-rename-form'), 'RenameForm');

/** Where the keyboard goes after a formation moved or went: a button or heading of one formation. */
export interface FormationFocus {
  index: number;
  target: 'up' | 'down' | 'heading';
}

/** What the formation shows, as every screen shows it, and the builder's own controls. */
interface FormationSectionProps extends Pick<
  RosterFormationProps,
  'index' | 'name' | 'unitCount' | 'points' | 'problems' | 'children'
> {
  /** Whether it is the formation a new line joins. */
  building: boolean;
  first: boolean;
  last: boolean;
  /** Whether Dissolve is offered (never for the only formation while it holds lines). */
  dissolvable: boolean;
  /** Set when this formation should take the keyboard focus (after a move). */
  focus?: FormationFocus;
  onBuildHere(index: number): void;
  onRename(index: number, name: string): void;
  onMove(from: number, to: number): void;
  onDissolve(index: number): void;
}

/**
 * One formation of the builder: the {@link RosterFormation} the shared-roster page shows too, with
 * the builder's controls (Building here, Rename, Move Up / Move Down, Dissolve: every one a button
 * or a radio, so the keyboard reaches them all).
 */
export function FormationSection({
  first,
  last,
  dissolvable,
  focus,
  onBuildHere,
  onRename,
  onMove,
  onDissolve,
  ...formation
}: FormationSectionProps) {
  const { index, name, building } = formation;
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
      {...formation}
      emptyText="No units here yet: make it the formation being built and press + on an available unit."
      headingRef={headingRef}
      controls={controls}
    />
  );
}
