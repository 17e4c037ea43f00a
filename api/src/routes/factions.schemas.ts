import { Type } from 'typebox';

/** The answer of a like or an unlike: the faction's count and the user's liked faction ids. */
export const LikeAnswer = Type.Object({
  _id: Type.String(),
  likes: Type.Number(),
  userLikes: Type.Array(Type.String()),
});
