import { Type } from 'typebox';

/** The answer of a like or an unlike: the faction's count and the user's liked faction ids. */
export const LikeAnswer = Type.Object({
  _id: Type.String(),
  likes: Type.Number(),
  userLikes: Type.Array(Type.String()),
});

/** A faction version's number in a path (`/api/factions/{id}/versions/{number}`). */
export const VersionNumberText = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
