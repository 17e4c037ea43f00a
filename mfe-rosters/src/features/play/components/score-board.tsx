import type { TableState } from '../../../lib/game/game-state';

interface ScoreBoardProps {
  state: TableState;
  onNextRound(): void;
  onScore(side: 'player' | 'opponent', change: 1 | -1): void;
}

function VictoryPoints({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange(change: 1 | -1): void;
}) {
  return (
    <div className="play-score" role="group" aria-label={label}>
      <span className="play-score-label">{label}</span>
      <button
        type="button"
        className="btn btn-secondary play-step"
        aria-label={`${label}: one fewer`}
        disabled={value === 0}
        onClick={() => onChange(-1)}
      >
        −
      </button>
      <output className="play-score-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="btn btn-secondary play-step"
        aria-label={`${label}: one more`}
        onClick={() => onChange(1)}
      >
        +
      </button>
    </div>
  );
}

/** The round with Next Round, both sides' victory points, and the points lost. */
export function ScoreBoard({ state, onNextRound, onScore }: ScoreBoardProps) {
  return (
    <section className="card play-board" aria-label="Round and score">
      <div className="play-round">
        <span>
          Round <strong className="play-round-number">{state.round}</strong>
        </span>
        <button type="button" className="btn" onClick={onNextRound}>
          Next Round
        </button>
      </div>
      <VictoryPoints
        label="Your victory points"
        value={state.score.player}
        onChange={(change) => onScore('player', change)}
      />
      <VictoryPoints
        label="Opponent's victory points"
        value={state.score.opponent}
        onChange={(change) => onScore('opponent', change)}
      />
      <p className="play-lost">
        Points lost: <strong>{state.pointsLost}</strong> of {state.pointsFielded}
      </p>
    </section>
  );
}
