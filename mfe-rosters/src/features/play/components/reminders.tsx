import type { Game } from '@muster/shared-kernel/core';
import { TacticsAndEnvironment } from '@muster/shared-kernel/ui';
import type { TableUnit } from '../../../lib/game/game-state';
import { inPlay, type InPlay } from '../../../lib/game/in-play';

function InPlayList({ items }: { items: InPlay[] }) {
  return (
    <ul className="play-in-play">
      {items.map((item) => (
        <li key={item.key}>
          <strong>{item.name}</strong>
          {item.text && <>: {item.text}</>}
          <span className="play-in-play-units"> ({item.units.join(', ')})</span>
        </li>
      ))}
    </ul>
  );
}

/** Each living unit's abilities and weapon knacks, once each, with who has them. */
export function AbilitiesInPlay({ units }: { units: readonly TableUnit[] }) {
  const { abilities, weapons } = inPlay(units);
  return (
    <section
      className="card play-panel no-print"
      id="abilities-in-play"
      aria-labelledby="abilities-in-play-title"
    >
      <h2 id="abilities-in-play-title">Abilities in play</h2>
      {abilities.length === 0 && weapons.length === 0 && (
        <p>No living unit has an ability or a weapon.</p>
      )}
      {abilities.length > 0 && <InPlayList items={abilities} />}
      {weapons.length > 0 && (
        <>
          <h3>Weapons</h3>
          <InPlayList items={weapons} />
        </>
      )}
    </section>
  );
}

/** The faction's tactics and environment effects (with the Tactic Penalty), as the game keeps them. */
export function TacticsPanel({ game }: { game: Pick<Game, 'tactics' | 'environments'> }) {
  return (
    <div className="card play-panel no-print" id="play-tactics">
      <TacticsAndEnvironment
        faction={{ anteList: game.tactics, environmentList: game.environments }}
      />
    </div>
  );
}
