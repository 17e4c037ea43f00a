import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, paths, type Game, type Roster } from '@muster/shared-kernel/core';
import { useRosterList } from '@muster/shared-kernel/client/rosters';
import { DisclosureButton, Empty } from '@muster/shared-kernel/ui';
import { tableState } from '../../../lib/game/game-state';
import { EventLog } from '../../play/components/event-log';
import { UnitStates } from '../../play/components/printed-table';
import '../../play/play.css';

const RESULT_NAMES = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;

interface Played {
  roster: Roster;
  game: Game;
}

/** A finished game's final table: its units, victory points and what happened. */
function FinalState({ game }: { game: Game }) {
  const state = tableState(game);
  return (
    <div className="game-final">
      <p>
        Round {state.round} · Victory points: you {state.score.player}, the opponent{' '}
        {state.score.opponent}
      </p>
      <UnitStates state={state} caption="Units at the end" />
      <EventLog log={state.log} title="What happened" />
    </div>
  );
}

/** One finished game: date, roster, opponent, result and points lost on each side. */
function PlayedGame({ roster, game }: Played) {
  const [open, setOpen] = useState(false);
  const end = game.finished as NonNullable<Game['finished']>;
  const lost = tableState(game).pointsLost;
  return (
    <li className="card game-played">
      <h2 className="game-played-title">
        <span className={`game-result game-result--${end.result}`}>{RESULT_NAMES[end.result]}</span>{' '}
        {end.opponent ? `against ${end.opponent}` : 'against an unnamed opponent'}
      </h2>
      <p className="game-facts">
        {formatDateTime(end.at)} · <Link to={paths.roster(roster.key)}>{roster.name}</Link> · Points
        lost: you {lost}, the opponent {end.opponent_lost}
      </p>
      {end.note && <p className="game-note">{end.note}</p>}
      <DisclosureButton className="btn btn-secondary btn-small" expanded={open} onToggle={setOpen}>
        Final State
      </DisclosureButton>
      {open && <FinalState game={game} />}
    </li>
  );
}

/** /games: the games in progress, and every finished game of this browser's rosters, newest first. */
export function GamesPage() {
  const rosters = useRosterList();
  const { playing, played } = useMemo(() => {
    const all = rosters.flatMap((roster) => (roster.games ?? []).map((game) => ({ roster, game })));
    return {
      playing: all.filter(({ game }) => !game.finished),
      played: all
        .filter(({ game }) => game.finished)
        .sort((a, b) => (b.game.finished?.at ?? 0) - (a.game.finished?.at ?? 0)),
    };
  }, [rosters]);
  return (
    <div className="games">
      <h1>Games</h1>
      {playing.length > 0 && (
        <section aria-labelledby="games-playing">
          <h2 id="games-playing">In progress</h2>
          <ul className="games-playing">
            {playing.map(({ roster, game }) => (
              <li key={`${roster.key}/${game.id}`}>
                <Link className="btn" to={paths.play(roster.key)}>
                  Continue {roster.name}
                </Link>{' '}
                <span className="muted">started {formatDateTime(game.started)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {played.length === 0 ? (
        <Empty text="No finished games yet: open a roster and press Play to start one." />
      ) : (
        <ul className="games-played">
          {played.map(({ roster, game }) => (
            <PlayedGame key={`${roster.key}/${game.id}`} roster={roster} game={game} />
          ))}
        </ul>
      )}
    </div>
  );
}
