import { Link } from 'react-router-dom';
import type { FactionCard as Card } from '@muster/shared-kernel/core';
import { AuthorName } from '../../../components/author-name';
import { DefaultThumbnail } from '../../../components/default-thumbnail';
import { cutTitle } from '../../../lib/game-words';
import '../../../components/factions.css';

/**
 * A faction card (SPEC §2): thumbnail or the default image, the title cut to 32 characters with
 * '(DRAFT) ' when not public, the author's display name; the featured card wears an overlay.
 */
export function FactionCard({ faction, featured = false }: { faction: Card; featured?: boolean }) {
  const title = `${faction.public ? '' : '(DRAFT) '}${cutTitle(faction.title)}`;
  return (
    <li className={`card fx-faction-card${featured ? ' fx-featured' : ''}`}>
      <Link className="fx-card-link" to={`/factions/${encodeURIComponent(faction.slug)}`}>
        {faction.thumbnailURL ? (
          <img className="fx-thumb" src={faction.thumbnailURL} alt="" loading="lazy" />
        ) : (
          <DefaultThumbnail className="fx-thumb" />
        )}
        <div className="fx-card-body">
          <h2 title={faction.title}>{title}</h2>
          <div className="fx-card-meta muted">
            by <AuthorName username={faction.acl.author} /> · {faction.likes}{' '}
            {faction.likes === 1 ? 'like' : 'likes'}
          </div>
        </div>
      </Link>
      {featured && <span className="fx-overlay">Featured Random Faction</span>}
    </li>
  );
}
