import { useId } from 'react';
import type { LogLine } from '../../../lib/game/game-state';

/**
 * The game's events, newest first. A long log scrolls in its own box, which the keyboard can
 * reach and scroll (it is focusable and named by its heading).
 */
export function EventLog({
  log,
  title = 'Event Log',
}: {
  log: readonly LogLine[];
  title?: string;
}) {
  const titleId = useId();
  return (
    <section className="play-log" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {log.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        // A scrolling box the keyboard must reach: focusable, and named for the list it holds.
        <ol reversed tabIndex={0} aria-labelledby={titleId}>
          {[...log].reverse().map((line, index) => (
            <li key={log.length - index}>{line.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
