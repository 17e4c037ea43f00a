import { useSession } from '@muster/shared-kernel/client';
import { useLikeFaction } from '../api/use-like-faction';

/**
 * The likes count and the Like / Unlike toggle (Unlike when the faction id is among
 * the user's likes). The count is the faction's, read again after each like; a visitor who is
 * not signed in is sent to the login page by the API client.
 */
export function LikeButton({ factionId, likes }: { factionId: string; likes: number }) {
  const session = useSession();
  const liked = session.likes.includes(factionId);
  const like = useLikeFaction();
  return (
    <span className="fx-likes">
      <span aria-live="polite">
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-pressed={liked}
        disabled={like.isPending}
        onClick={() => like.mutate({ id: factionId, liked: !liked })}
      >
        {liked ? 'Unlike' : 'Like'}
      </button>
    </span>
  );
}
