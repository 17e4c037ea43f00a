import { memo, useId } from 'react';
import { ABILITY_TEXT_LIMIT, cutText, type GameCard as Card } from '@muster/shared-kernel/core';
import type { TableUnit } from '../../../lib/game/game-state';
import { HealthTrack } from './health-track';

interface GameCardProps {
  card: Card;
  /** The card's units, in order. */
  units: readonly TableUnit[];
  onWound(unit: number, wounds: 1 | -1): void;
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
      {card.weapons.length > 0 && (
        <table className="play-weapons">
          <thead>
            <tr>
              <th scope="col">Weapon</th>
              <th scope="col">Knack</th>
              <th scope="col">
                <abbr title="Attacks">Att</abbr>
              </th>
              <th scope="col">
                <abbr title="Damage">Dmg</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {card.weapons.map((weapon, index) => (
              <tr key={index}>
                <th scope="row">
                  {weapon.name}
                  {weapon.kind && <span className="unit-weapon-kind">{weapon.kind}</span>}
                </th>
                <td>{weapon.knack}+</td>
                <td>{weapon.attacks}</td>
                <td>{weapon.damage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
