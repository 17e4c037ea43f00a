import { useEffect, useRef } from 'react';
import type { TableUnit } from '../../../lib/game/game-state';

/** The most boxes drawn one by one; a unit with more shows a bar. */
const MOST_BOXES = 30;

interface HealthTrackProps {
  unit: TableUnit;
  onWound(unit: number, wounds: 1 | -1): void;
  onActivate(unit: number, activated: boolean): void;
}

/**
 * One unit's row on the table: its name, health boxes with Wound and Restore, and Activated.
 * A unit at zero health is 'Destroyed' and can no longer be activated.
 */
export function HealthTrack({ unit, onWound, onActivate }: HealthTrackProps) {
  const { health } = unit.card;
  const left = health - unit.lost;
  const wound = useRef<HTMLButtonElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const woundHadFocus = useRef(false);
  // The last wound disables Wound, which drops the focus: it goes to Restore beside it.
  useEffect(() => {
    if (unit.destroyed && woundHadFocus.current) restore.current?.focus();
    woundHadFocus.current = false;
  }, [unit.destroyed]);
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
          ref={wound}
          aria-label={`Wound ${unit.name}`}
          disabled={unit.destroyed}
          onClick={() => {
            woundHadFocus.current = document.activeElement === wound.current;
            onWound(unit.index, 1);
          }}
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
    </li>
  );
}
