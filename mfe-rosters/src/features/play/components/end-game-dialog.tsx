import { useId, useState, type FormEvent } from 'react';
import { LIMITS, type GameEnd, type GameResult } from '@muster/shared-kernel/core';
import { useFactionList, useOnline } from '@muster/shared-kernel/client';
import { Modal } from '@muster/shared-kernel/ui';

const RESULTS: ReadonlyArray<{ value: GameResult; label: string }> = [
  { value: 'win', label: 'Win' },
  { value: 'loss', label: 'Loss' },
  { value: 'draw', label: 'Draw' },
];

/** The public factions' titles, offered for the opponent's faction while the site answers. */
function useFactionTitles(): string[] {
  const online = useOnline();
  const list = useFactionList('public', {}, { enabled: online });
  return (list.data ?? []).map((card) => card.title);
}

interface EndGameDialogProps {
  onEnd(end: Omit<GameEnd, 'at'>): void;
  onCancel(): void;
}

/**
 * End Game: the result (win, loss or draw), the opponent's faction (one of the site's factions, or
 * the player's own words), the points the opponent lost, and a note.
 */
export function EndGameDialog({ onEnd, onCancel }: EndGameDialogProps) {
  const id = useId();
  const titles = useFactionTitles();
  const [result, setResult] = useState<GameResult | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (result === null) {
      setMissing(true);
      return;
    }
    const form = new FormData(event.currentTarget);
    const lost = Number(form.get('opponentLost'));
    onEnd({
      result,
      opponent: String(form.get('opponent') ?? '').trim(),
      opponent_lost: Number.isFinite(lost) ? Math.max(0, lost) : 0,
      note: String(form.get('note') ?? '').trim(),
    });
  };
  return (
    <Modal title="End Game" onClose={onCancel}>
      <form className="play-end" onSubmit={submit} noValidate>
        <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend>Result</legend>
          <div className="play-results">
            {RESULTS.map(({ value, label }) => (
              <label key={value} className="play-result">
                <input
                  type="radio"
                  name="result"
                  value={value}
                  checked={result === value}
                  onChange={() => {
                    setResult(value);
                    setMissing(false);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
          {missing && (
            <p id={`${id}-missing`} className="error-text" role="alert">
              Choose the result
            </p>
          )}
        </fieldset>
        <label htmlFor={`${id}-opponent`}>Opponent&apos;s faction</label>
        <input
          id={`${id}-opponent`}
          name="opponent"
          className="input"
          list={`${id}-factions`}
          maxLength={LIMITS.game.opponent.maxLength}
          autoComplete="off"
        />
        <datalist id={`${id}-factions`}>
          {titles.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
        <label htmlFor={`${id}-lost`}>Points the opponent lost</label>
        <input
          id={`${id}-lost`}
          name="opponentLost"
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={LIMITS.game.opponentLost.maximum}
          defaultValue={0}
        />
        <label htmlFor={`${id}-note`}>Note</label>
        <textarea
          id={`${id}-note`}
          name="note"
          className="input"
          rows={3}
          maxLength={LIMITS.game.note.maxLength}
        />
        <div className="btn-row">
          <button type="submit" className="btn">
            End Game
          </button>
          <button type="button" className="btn btn-secondary" data-close onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
