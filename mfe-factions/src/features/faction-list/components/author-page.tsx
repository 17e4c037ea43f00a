import { useParams } from 'react-router-dom';
import { orNull, factionsByAuthor } from '@muster/shared-kernel/client';
import { Empty, Loading } from '@muster/shared-kernel/ui';
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
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <Empty />}
      {load.state === 'ready' && (
        <FactionGrid cards={load.value} label={`Factions by ${display}`} />
      )}
    </section>
  );
}
