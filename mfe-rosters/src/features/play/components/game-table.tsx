import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  paths,
  type Game,
  type GameEnd,
  type GameEvent,
  type Roster,
} from '@muster/shared-kernel/core';
import { DisclosureButton } from '@muster/shared-kernel/ui';
import {
  lastEventText,
  tableState,
  withEvent,
  withoutLastEvent,
  type TableUnit,
} from '../../../lib/game/game-state';
import { finishGame, gameInProgress, withGame } from '../../../lib/game/start-game';
import { useRosterChanges } from '../../../lib/use-roster-changes';
import { useWakeLock } from '../hooks/use-wake-lock';
import { EndGameDialog } from './end-game-dialog';
import { EventLog } from './event-log';
import { GameCard } from './game-card';
import { PrintedTable } from './printed-table';
import { AbilitiesInPlay, TacticsPanel } from './reminders';
import { ScoreBoard } from './score-board';

/** The roster's game in progress changed by `edit`; null when it has none or nothing changed. */
const changingGame = (edit: (game: Game) => Game) => (roster: Roster) => {
  const game = gameInProgress(roster);
  if (!game) return null;
  const next = edit(game);
  return next === game ? null : withGame(roster, next);
};

/** The reminders a tap away, each shown under the buttons while open. */
const PANELS = [
  { name: 'abilities', label: 'Abilities in play' },
  { name: 'tactics', label: 'Tactics and Environment' },
] as const;

const WAKE_NOTES = {
  asking: null,
  on: 'The screen stays on while this game is open.',
  off: 'This browser cannot keep the screen on: set it to stay on while you play.',
} as const;

/** The game in progress of a roster (read once: render it with `key` set to the game). */
export function GameTable({ initial }: { initial: Roster }) {
  const { roster, change } = useRosterChanges(initial);
  const navigate = useNavigate();
  // Once the game has ended, the table shows it as it ended until the history opens.
  const playing = useRef(gameInProgress(roster) as Game);
  playing.current = gameInProgress(roster) ?? playing.current;
  const game = playing.current;
  const state = useMemo(() => tableState(game), [game]);
  const wake = useWakeLock();
  const [shown, setShown] = useState({ abilities: false, tactics: false });
  const [ending, setEnding] = useState(false);

  const act = useCallback(
    (event: GameEvent) => void change(changingGame((g) => withEvent(g, event))),
    [change],
  );
  const onWound = useCallback(
    (unit: number, wounds: number) => act({ kind: 'wound', unit, wounds }),
    [act],
  );
  const onActivate = useCallback(
    (unit: number, activated: boolean) => act({ kind: 'activate', unit, activated }),
    [act],
  );
  const end = async (told: Omit<GameEnd, 'at'>) => {
    const ended = await change(changingGame((g) => finishGame(g, { ...told, at: Date.now() })));
    if (ended) navigate(paths.games());
  };

  // Each card with its units; a card's units stay the same objects until one of them changes.
  const byCard = useMemo(() => {
    const groups = new Map<Game['cards'][number], TableUnit[]>();
    for (const unit of state.units) groups.set(unit.card, [...(groups.get(unit.card) ?? []), unit]);
    return groups;
  }, [state.units]);
  const formations = useMemo(() => {
    const names: string[] = [];
    for (const card of game.cards) if (!names.includes(card.formation)) names.push(card.formation);
    return names;
  }, [game.cards]);
  const undoText = lastEventText(game);
  const note = WAKE_NOTES[wake];

  return (
    <div className="play">
      <header className="play-head">
        <p className="roster-faction">
          <Link className="touch-link" to={paths.roster(roster.key)}>
            {roster.faction_title}
          </Link>
        </p>
        <h1>{roster.name}</h1>
        {note && (
          <p className="play-wake muted no-print" role="status">
            {note}
          </p>
        )}
      </header>
      <ScoreBoard
        state={state}
        onNextRound={() => act({ kind: 'round' })}
        onScore={(side, scored) => act({ kind: 'score', side, change: scored })}
      />
      <div className="btn-row play-actions no-print">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={undoText === null}
          aria-describedby="play-undo-text"
          onClick={() => void change(changingGame(withoutLastEvent))}
        >
          Undo
        </button>
        {PANELS.map(({ name, label }) => (
          <DisclosureButton
            key={name}
            className="btn btn-secondary"
            expanded={shown[name]}
            onToggle={(open) => setShown({ ...shown, [name]: open })}
          >
            {label}
          </DisclosureButton>
        ))}
        <button type="button" className="btn" onClick={() => setEnding(true)}>
          End Game
        </button>
      </div>
      <p id="play-undo-text" className="play-undo-text muted no-print">
        {undoText ? `Last: ${undoText}` : 'Nothing to undo yet.'}
      </p>
      {shown.abilities && <AbilitiesInPlay units={state.units} />}
      {shown.tactics && <TacticsPanel game={game} />}
      <div className="play-table no-print">
        {formations.map((formation) => (
          <section key={formation} className="play-formation" aria-label={formation || undefined}>
            {formation && <h2>{formation}</h2>}
            <div className="play-cards">
              {game.cards
                .filter((card) => card.formation === formation)
                .map((card, index) => (
                  <GameCard
                    key={index}
                    card={card}
                    units={byCard.get(card) ?? []}
                    onWound={onWound}
                    onActivate={onActivate}
                  />
                ))}
            </div>
          </section>
        ))}
      </div>
      <PrintedTable state={state} />
      <div className="no-print">
        <EventLog log={state.log} />
      </div>
      {ending && (
        <EndGameDialog onEnd={(told) => void end(told)} onCancel={() => setEnding(false)} />
      )}
    </div>
  );
}
