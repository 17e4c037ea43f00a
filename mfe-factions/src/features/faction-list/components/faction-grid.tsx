import type { FactionCard as Card } from '@muster/shared-kernel/core';
import { FactionCard } from './faction-card';

/** SPEC §2 / §8: the text of an empty faction list. */
export const EMPTY_LIST_TEXT = "There's nothing to show...";

/** The cards of a list, the featured one first; the empty text when there are none. */
export function FactionGrid({
  cards,
  featured = null,
  label,
}: {
  cards: Card[];
  featured?: Card | null;
  label: string;
}) {
  if (cards.length === 0 && !featured) return <p className="status">{EMPTY_LIST_TEXT}</p>;
  return (
    <ul className="card-grid fx-plain-grid" aria-label={label}>
      {featured && <FactionCard key={`featured-${featured._id}`} faction={featured} featured />}
      {cards.map((card) => (
        <FactionCard key={card._id} faction={card} />
      ))}
    </ul>
  );
}
