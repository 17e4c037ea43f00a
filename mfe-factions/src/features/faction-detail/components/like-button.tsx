import { useState } from 'react';
import { orNull, likeFaction, unlikeFaction, useSession } from '@muster/shared-kernel/client';

/**
 * The likes count and the Like / Unlike toggle (SPEC §4: Unlike when the faction id is among
 * the user's likes). A visitor who is not signed in is sent to the login page by the API client.
 */
export function LikeButton({
  factionId,
  likes,
  onLikes,
}: {
  factionId: string;
  likes: number;
  onLikes: (likes: number) => void;
}) {
  const session = useSession();
  const liked = session.likes.includes(factionId);
  const [pending, setPending] = useState(false);
  async function toggle() {
    setPending(true);
    const answer = await (liked
      ? orNull(unlikeFaction(factionId))
      : orNull(likeFaction(factionId)));
    setPending(false);
    if (answer === null) return;
    const count = answer.likes;
    onLikes(typeof count === 'number' ? count : Math.max(0, likes + (liked ? -1 : 1)));
  }
  return (
    <span className="fx-likes">
      <span aria-live="polite">
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-pressed={liked}
        disabled={pending}
        onClick={() => void toggle()}
      >
        {liked ? 'Unlike' : 'Like'}
      </button>
    </span>
  );
}
