import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { can, isSignedIn, paths } from '@muster/shared-kernel/core';
import { pageNumber, useSession } from '@muster/shared-kernel/client';
import { Empty, Loading, Pagination, SearchForm, usePageAddress } from '@muster/shared-kernel/ui';
import { useFactionPage, type FactionListKind } from '../hooks/use-faction-page';
import { FactionGrid } from './faction-grid';
import '../../../components/factions.css';

/** The address of a page of each list. */
const PAGE_OF: Record<FactionListKind, (page: number) => string> = {
  public: paths.factionList,
  mine: paths.myFactions,
};

/**
 * A paged faction list: all factions (search, featured random card) at
 * /factionlist/{page}, or the user's own at /myfactions/{page} (login needed).
 */
export function FactionListPage({ kind }: { kind: FactionListKind }) {
  const session = useSession();
  if (kind === 'mine' && !isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  return <FactionList kind={kind} publisher={can(session, 'faction:create')} />;
}

function FactionList({ kind, publisher }: { kind: FactionListKind; publisher: boolean }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const search = kind === 'public' ? (searchParams.get('search') ?? '').trim() : '';
  const load = useFactionPage(kind, pageNumber(params.page), search);
  // Page numbers are clamped to 1..ceil(count/100): the address follows.
  const go = usePageAddress(PAGE_OF[kind], load.page, search);

  return (
    <section className="fx-page">
      <h1>{kind === 'public' ? 'Factions' : 'My Factions'}</h1>
      <div className="fx-toolbar">
        {kind === 'public' && (
          <SearchForm
            className="fx-search"
            label="Search factions"
            placeholder="Faction title"
            value={search}
            onSearch={(words) => go(1, words)}
          />
        )}
        {kind === 'mine' && publisher && (
          <Link className="btn" to={paths.newFaction()}>
            New Faction
          </Link>
        )}
      </div>
      {search && (
        <p className="muted">
          Results for “{search}”. <Link to={PAGE_OF[kind](1)}>Show all factions</Link>
        </p>
      )}
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <Empty />}
      {load.state === 'ready' && (
        <>
          <FactionGrid
            cards={load.value.cards}
            featured={load.value.featured}
            label={kind === 'public' ? 'Factions' : 'My Factions'}
          />
          <Pagination page={load.value.page} pages={load.value.pages} onPage={(page) => go(page)} />
        </>
      )}
    </section>
  );
}
