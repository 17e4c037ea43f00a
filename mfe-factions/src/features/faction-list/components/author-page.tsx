import { useParams } from 'react-router-dom';
import { Empty, Loading, useAuthorName } from '@muster/shared-kernel/ui';
import { useFactionsByAuthor } from '../api/use-factions-by-author';
import { FactionGrid } from './faction-grid';
import '../../../components/factions.css';

/** /authorpage/{authorname}: the factions of one author. */
export function AuthorPage() {
  const name = useParams().name ?? '';
  const display = useAuthorName(name);
  const factions = useFactionsByAuthor(name);
  return (
    <section className="fx-page">
      <h1>Factions by {display}</h1>
      {factions.isPending && <Loading />}
      {!factions.data && factions.isError && <Empty />}
      {factions.data && <FactionGrid cards={factions.data} label={`Factions by ${display}`} />}
    </section>
  );
}
