import type { FactionCard as Card } from '@muster/shared-kernel/core';
import { AuthorName, ContentCard, ContentGrid, ReviewNoteLine } from '@muster/shared-kernel/ui';
import { paths } from '@muster/shared-kernel/core';

/**
 * A faction's card: the kit's content card, with its author's display name and its likes, and a
 * moderator's reason when the faction was sent back.
 */
function FactionCard({ faction, featured = false }: { faction: Card; featured?: boolean }) {
  return (
    <ContentCard
      to={paths.faction(faction.slug)}
      item={faction}
      overlay={featured ? 'Featured Random Faction' : undefined}
      meta={
        <>
          by <AuthorName username={faction.acl.author} /> · {faction.likes}{' '}
          {faction.likes === 1 ? 'like' : 'likes'}
          <ReviewNoteLine item={faction} />
        </>
      }
    />
  );
}

/** The cards of a list, the featured one first; "There's nothing to show..." when there are none. */
export function FactionGrid({
  cards,
  featured = null,
  label,
}: {
  cards: Card[];
  featured?: Card | null;
  label: string;
}) {
  return (
    <ContentGrid label={label}>
      {featured && <FactionCard key={`featured-${featured._id}`} faction={featured} featured />}
      {cards.map((card) => (
        <FactionCard key={card._id} faction={card} />
      ))}
    </ContentGrid>
  );
}
