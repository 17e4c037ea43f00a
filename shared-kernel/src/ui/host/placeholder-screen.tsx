import { useParams } from 'react-router-dom';

/**
 * Scaffolding for a route whose feature has not landed yet: its heading and its parameters, so
 * every route renders inside the site from the first day.
 */
export function PlaceholderScreen({ title }: { title: string }) {
  const params = useParams();
  const entries = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <section className="stack">
      <h1>{title}</h1>
      <p className="muted">This part of Muster is still being built.</p>
      {entries.length > 0 && (
        <dl className="card facts">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
