import { NO_NUL } from '@muster/shared-kernel/core';
import { Type } from 'typebox';

/** A faction named by id or slug, for its units and weapons lists. */
export const FactionIdParams = Type.Object({
  factionId: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL }),
});
