import { useParams } from 'react-router-dom';
import { orNull, factionsByAuthor } from '@muster/shared-kernel/client';
import { useAuthorName } from '../../../components/author-name';
import { useLoad } from '../../../lib/use-load';
import { FactionGrid } from './faction-grid';
import '../../../components/factions.css';

/** /authorpage/{authorname}: the factions of one author. */
export function AuthorPage() {
  const name = useParams().name ?? '';
  const display = useAuthorName(name);
  const [load] = useLoad(name, () => orNull(factionsByAuthor(name)));
  return (
    <section className="fx-page">
      <h1>Factions by {display}</h1>
      {load.state === 'loading' && <p className="status">Loading...</p>}
      {load.state === 'failed' && <p className="status">There's nothing to show...</p>}
      {load.state === 'ready' && (
        <FactionGrid cards={load.value} label={`Factions by ${display}`} />
      )}
    </section>
  );
}
