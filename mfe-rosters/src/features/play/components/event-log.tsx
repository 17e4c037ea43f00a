import type { LogLine } from '../../../lib/game/game-state';

/** The game's events, newest first. */
export function EventLog({
  log,
  title = 'Event Log',
}: {
  log: readonly LogLine[];
  title?: string;
}) {
  return (
    <section className="play-log" aria-labelledby="play-log-title">
      <h2 id="play-log-title">{title}</h2>
      {log.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <ol reversed>
          {[...log].reverse().map((line, index) => (
            <li key={log.length - index}>{line.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
