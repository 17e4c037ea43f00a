import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths, type Game, type Roster } from '@muster/shared-kernel/core';
import {
  useRoster,
  useRosterChecking,
  useRosterFaction,
} from '@muster/shared-kernel/client/rosters';
import { LoadError, Loading, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { useHeldAccountSync } from '../../../lib/account-sync/hold-account-sync';
import { gameInProgress, startGame, withGame } from '../../../lib/game/start-game';
import { GameTable } from './game-table';
import '../play.css';

/**
 * Starts a game from the roster as it is now, once its faction has been read (the game keeps
 * what it needs of it, so it never reads the network again), and hands it to `onStart`.
 */
function GameStart({ roster, onStart }: { roster: Roster; onStart(started: Roster): void }) {
  const faction = useRosterFaction(roster.faction_slug, roster.faction_version);
  const started = useRef(false);
  useEffect(() => {
    if (faction.status !== 'ready' || started.current) return;
    started.current = true;
    onStart(withGame(roster, startGame(roster, faction, Date.now())));
  }, [faction, roster, onStart]);
  if (faction.status === 'missing') {
    return (
      <LoadError title="The game could not start">
        The faction ‘{roster.faction_title}’ could not be read, and a game keeps its units&apos;
        weapons, abilities and tactics from it. Connect to the internet and open this page again.{' '}
        <Link to={paths.roster(roster.key)}>Back to the roster</Link>
      </LoadError>
    );
  }
  return <Loading />;
}

/** Said when the game shown has ended (here, or on another device). */
function GameEnded({ roster, onNewGame }: { roster: Roster; onNewGame(): void }) {
  return (
    <section className="status" role="status">
      <h1>This game has ended</h1>
      <p className="btn-row">
        <Link className="btn" to={paths.games()}>
          Games Played
        </Link>
        <Link className="btn btn-secondary" to={paths.roster(roster.key)}>
          Back to the Roster
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onNewGame}>
          Start a New Game
        </button>
      </p>
    </section>
  );
}

/**
 * /play/{key}: the roster's game in progress, or a new one started from it. A new game is saved
 * with its first action: opening the page writes nothing, so the store's schema checker is
 * downloaded with the first tap, not with the page.
 */
export function PlayPage() {
  const { key = '' } = useParams();
  useHeldAccountSync();
  const roster = useRoster(key);
  const checking = useRosterChecking(key);
  /** A game started on this page and not saved yet: the roster with it. */
  const [fresh, setFresh] = useState<Roster | null>(null);
  /** The game this page shows, once it shows one. */
  const [shown, setShown] = useState<string | null>(null);
  if (!roster) return checking ? <Loading /> : <LoadError title={STATE_TEXTS.rosterNotFound} />;
  const stored = gameInProgress(roster);
  const table = stored ? roster : fresh?.key === key ? fresh : null;
  const game = table && (gameInProgress(table) as Game);
  if (game && shown !== game.id) setShown(game.id);
  // Ended (here or on another device): the next game starts only when asked.
  if (shown !== null && roster.games?.find((g) => g.id === shown)?.finished) {
    return (
      <GameEnded
        roster={roster}
        onNewGame={() => {
          setFresh(null);
          setShown(null);
        }}
      />
    );
  }
  if (!table || !game) return <GameStart roster={roster} onStart={setFresh} />;
  // The table reads its roster once: its own saves, read back from the store, keep the same
  // table (the same key) whether the game was saved before or by its first action.
  return <HeldTable key={`${key}/${game.id}`} roster={table} />;
}

/** The table, given the roster as first read. */
function HeldTable({ roster }: { roster: Roster }) {
  const [initial] = useState(roster);
  return <GameTable initial={initial} />;
}
