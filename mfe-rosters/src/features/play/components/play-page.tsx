import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths, type Roster } from '@muster/shared-kernel/core';
import {
  rosterStore,
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
 * what it needs of it, so it never reads the network again).
 */
function GameStart({ roster }: { roster: Roster }) {
  const faction = useRosterFaction(roster.faction_slug, roster.faction_version);
  const started = useRef(false);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (faction.status !== 'ready' || started.current) return;
    started.current = true;
    const game = startGame(roster, faction, Date.now());
    void rosterStore.save(withGame(roster, game)).then((saved) => {
      if (!saved.ok) setRefused(saved.error);
    });
  }, [faction, roster]);
  if (refused) return <LoadError title="The game could not start">{refused}</LoadError>;
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

/** /play/{key}: the roster's game in progress, or a new one started from it. */
export function PlayPage() {
  const { key = '' } = useParams();
  useHeldAccountSync();
  const roster = useRoster(key);
  const checking = useRosterChecking(key);
  // The table reads its roster once (its own saves must not re-render it from the store); a
  // new game, or another roster, is a fresh table.
  const game = roster && gameInProgress(roster);
  // A game that ends while its page is open (here or on another device) does not start the next.
  const [ended, setEnded] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  if (game && playing !== game.id) setPlaying(game.id);
  if (!game && playing !== null && ended !== playing) setEnded(playing);
  if (!roster) return checking ? <Loading /> : <LoadError title={STATE_TEXTS.rosterNotFound} />;
  if (!game && ended !== null) {
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
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setEnded(null);
              setPlaying(null);
            }}
          >
            Start a New Game
          </button>
        </p>
      </section>
    );
  }
  if (!game) return <GameStart roster={roster} />;
  return <HeldTable key={`${key}/${game.id}`} roster={roster} />;
}

/** The table, given the roster as first read. */
function HeldTable({ roster }: { roster: Roster }) {
  const [initial] = useState(roster);
  return <GameTable initial={initial} />;
}
