import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  PAGE_TYPES,
  isPageType,
  isSignedIn,
  pageTypeName,
  type PageCard,
  type PageType,
  paths,
} from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import { Empty, LoadError, Loading, STATE_TEXTS, Tabs, lazyNamed } from '@muster/shared-kernel/ui';
import { useMyPages, usePageList } from '../api/use-page-list';
import { PageGrid } from './page-grid';
import '../../../components/community.css';

// Only the lore collections show a page's text: the lists of cards never download markdown.
const LorePage = lazyNamed(() => import('./lore-page'), 'LorePage');

/** The tag that puts a lore item first. */
export const STORY_TAG = 'story';

/** A route's page type, or the 'nothing to show' screen for one that names no category. */
function useRouteType(): PageType | null {
  const type = useParams().type;
  return isPageType(type) ? type : null;
}

const NothingToShow = () => <LoadError title={STATE_TEXTS.nothingToShow} />;

/** /pagelist/{type}: the reviewed pages of one category, under its display name. */
export function PageListPage() {
  const type = useRouteType();
  if (!type) return <NothingToShow />;
  return <PageList type={type} />;
}

function PageList({ type }: { type: PageType }) {
  const pages = usePageList(type);
  const title = pageTypeName(type) ?? type;
  return (
    <section className="cp-page">
      <h1>{title}</h1>
      <PagesState pages={pages}>{(cards) => <PageGrid pages={cards} label={title} />}</PagesState>
    </section>
  );
}

/** A page list's states: 'Loading...', a failed read (already toasted) as empty, or the cards. */
function PagesState({
  pages,
  children,
}: {
  pages: { data?: PageCard[]; isError: boolean };
  children: (cards: PageCard[]) => ReactNode;
}) {
  if (pages.data) return <>{children(pages.data)}</>;
  if (pages.isError) return <Empty text={STATE_TEXTS.nothingHere} />;
  return <Loading />;
}

/**
 * /mypages (login needed): the pages the user authors or edits, ' (in review)' after those not
 * reviewed, and a New Page button for each category.
 */
export function MyPagesPage() {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  return <MyPages />;
}

function MyPages() {
  const pages = useMyPages();
  return (
    <section className="cp-page">
      <h1>My Pages</h1>
      <div className="btn-row cp-new-pages" role="group" aria-label="New Page">
        <span className="cp-new-pages-label">New Page:</span>
        {PAGE_TYPES.map(({ type, label }) => (
          <Link key={type} className="btn btn-small" to={paths.newPage(type)}>
            {label}
          </Link>
        ))}
      </div>
      <PagesState pages={pages}>
        {(cards) => <PageGrid pages={cards} label="My Pages" showType />}
      </PagesState>
    </section>
  );
}

/**
 * /lorepagelist/{type}/{tag}: one tab per reviewed page of that category with that tag, the one
 * tagged 'story' first; each tab shows its page's markdown.
 */
export function LorePageListPage() {
  const type = useRouteType();
  const tag = useParams().tag ?? '';
  if (!type) return <NothingToShow />;
  return <LorePageList type={type} tag={tag} />;
}

/** 'story' first, the others in the order the server lists them. */
function storyFirst(pages: readonly PageCard[]): PageCard[] {
  const story = (page: PageCard) => (page.tags.includes(STORY_TAG) ? 0 : 1);
  return [...pages].sort((a, b) => story(a) - story(b));
}

function LorePageList({ type, tag }: { type: PageType; tag: string }) {
  const pages = usePageList(type, tag);
  const [tab, setTab] = useState(0);
  const title = pageTypeName(type) ?? type;
  return (
    <section className="cp-page">
      <h1>{title}</h1>
      <PagesState pages={pages}>
        {(cards) =>
          cards.length === 0 ? (
            <Empty text={STATE_TEXTS.nothingHere} />
          ) : (
            <Tabs
              label={title}
              selected={Math.min(tab, cards.length - 1)}
              onSelect={setTab}
              items={storyFirst(cards).map((card) => ({
                label: card.title,
                content: <LorePage id={card._id} />,
              }))}
            />
          )
        }
      </PagesState>
    </section>
  );
}
