import { useEffect, useRef, type MouseEvent } from 'react';
import type { TableUnit } from '../../../lib/game/game-state';

/** The most boxes drawn one by one; a unit with more shows a bar. */
const MOST_BOXES = 30;
/**
 * The hits a unit can take in one tap, besides Wound's one: those up to its health are offered,
 * so a 40-box unit loses 10 in one tap and a 3-box unit is destroyed in one.
 */
const WOUND_AMOUNTS = [2, 3, 4, 5, 10, 20] as const;

interface HealthTrackProps {
  unit: TableUnit;
  /** `wounds` wounds taken at once (restored when negative): one event, one Undo. */
  onWound(unit: number, wounds: number): void;
  onActivate(unit: number, activated: boolean): void;
}

/**
 * One unit's row on the table: its name, health boxes with Wound and Restore, Activated, and for
 * a unit of more than one health the wounds of a bigger hit in one tap ('−4'). A unit at zero
 * health is 'Destroyed' and can no longer be activated.
 */
export function HealthTrack({ unit, onWound, onActivate }: HealthTrackProps) {
  const { health } = unit.card;
  const left = health - unit.lost;
  const restore = useRef<HTMLButtonElement>(null);
  const woundHadFocus = useRef(false);
  // The last wound disables the wound buttons, which drops the focus: it goes to Restore.
  useEffect(() => {
    if (unit.destroyed && woundHadFocus.current) restore.current?.focus();
    woundHadFocus.current = false;
  }, [unit.destroyed]);
  const woundBy = (wounds: number) => (event: MouseEvent<HTMLButtonElement>) => {
    woundHadFocus.current = document.activeElement === event.currentTarget;
    onWound(unit.index, wounds);
  };
  const amounts = WOUND_AMOUNTS.filter((amount) => amount <= health);
  return (
    <li className={`play-track${unit.destroyed ? ' play-track--destroyed' : ''}`}>
      <div className="play-track-head">
        <span className="play-track-name">{unit.name}</span>
        {unit.destroyed ? (
          <strong className="play-destroyed">Destroyed</strong>
        ) : (
          <span className="play-track-left">
            {left}/{health}
          </span>
        )}
      </div>
      <div
        className="play-boxes"
        role="img"
        aria-label={`${unit.name}: ${left} of ${health} health left`}
      >
        {health <= MOST_BOXES ? (
          Array.from({ length: health }, (_, box) => (
            <span key={box} className={box < left ? 'play-box' : 'play-box play-box--lost'} />
          ))
        ) : (
          <span className="play-bar">
            <span style={{ width: `${(100 * left) / health}%` }} />
          </span>
        )}
      </div>
      <div className="play-track-actions">
        <button
          type="button"
          className="btn btn-danger"
          aria-label={`Wound ${unit.name}`}
          disabled={unit.destroyed}
          onClick={woundBy(1)}
        >
          <span aria-hidden="true">−</span> Wound
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          ref={restore}
          aria-label={`Restore ${unit.name}`}
          disabled={unit.lost === 0}
          onClick={() => onWound(unit.index, -1)}
        >
          <span aria-hidden="true">+</span> Restore
        </button>
        <button
          type="button"
          className="btn btn-secondary play-activate"
          aria-pressed={unit.activated}
          aria-label={`${unit.name} activated`}
          disabled={unit.destroyed}
          onClick={() => onActivate(unit.index, !unit.activated)}
        >
          {unit.activated && <span aria-hidden="true">✓ </span>}
          Activated
        </button>
      </div>
      {amounts.length > 0 && (
        <div
          className="play-track-amounts"
          role="group"
          aria-label={`Several wounds to ${unit.name}`}
        >
          <span className="play-track-amounts-label" aria-hidden="true">
            Wounds
          </span>
          {amounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="btn btn-secondary"
              aria-label={`${amount} wounds to ${unit.name}`}
              disabled={unit.destroyed}
              onClick={woundBy(amount)}
            >
              −{amount}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
