import { memo, useId } from 'react';
import { ABILITY_TEXT_LIMIT, cutText, type GameCard as Card } from '@muster/shared-kernel/core';
import type { TableUnit } from '../../../lib/game/game-state';
import { HealthTrack } from './health-track';
import { WeaponTable } from '@muster/shared-kernel/ui';

interface GameCardProps {
  card: Card;
  /** The card's units, in order. */
  units: readonly TableUnit[];
  onWound(unit: number, wounds: number): void;
  onActivate(unit: number, activated: boolean): void;
}

/** One roster line on the table: its weapons and abilities, and a health track per unit. */
export const GameCard = memo(function GameCard({
  card,
  units,
  onWound,
  onActivate,
}: GameCardProps) {
  const lost = units.every((unit) => unit.destroyed);
  const titleId = useId();
  return (
    <article
      className={`card play-card${lost ? ' play-card--lost' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="play-card-head">
        <h3 id={titleId}>{card.name}</h3>
        <span className="play-card-points">
          {card.count > 1 ? `${card.count} × ${card.points} pts` : `${card.points} pts`}
        </span>
      </header>
      <ul className="play-tracks">
        {units.map((unit) => (
          <HealthTrack key={unit.index} unit={unit} onWound={onWound} onActivate={onActivate} />
        ))}
      </ul>
      {card.weapons.length > 0 && <WeaponTable weapons={card.weapons} />}
      {card.abilities.length > 0 && (
        <ul className="play-abilities">
          {card.abilities.map((ability, index) => (
            <li key={index}>
              <strong>{ability.name}</strong>
              {ability.text && <>: {cutText(ability.text, ABILITY_TEXT_LIMIT)}</>}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
