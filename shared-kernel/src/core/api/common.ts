/** The parameters, queries and headers many operations share. */
import { Type, type Static, type TObject } from 'typebox';
import { NO_NUL, Text, UsernameText, Uuid } from '../model/fields.js';
import { ModerationOutcome } from '../model/review.js';
import { USUAL_ERRORS, type ErrorStatus } from './define.js';

/** An item named by its id. */
export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** An id or a slug (factions and scenarios are fetched by either). */
export const KeyParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL }),
});
export type KeyParams = Static<typeof KeyParams>;

/** A user named by username. */
export const UsernameParams = Type.Object({ username: UsernameText });

/** A page number as a query sends it; pages below the first are the first. */
export const PageNumberText = Type.String({ pattern: '^-?[0-9]{1,9}$' });

/** The query of a paged list: `&limit=100&page=N&search=…`, or `&count=true`. */
export const PagedListQuery = Type.Object({
  public: Type.Optional(Text(10)),
  foo: Type.Optional(Text(100)),
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  page: Type.Optional(PageNumberText),
  search: Type.Optional(Text(200)),
  count: Type.Optional(Text(10)),
});
export type PagedListQuery = Static<typeof PagedListQuery>;

/** The `If-Match` header values a save accepts: one version tag or `*`. */
const IF_MATCH_PATTERN = '^\\s*(\\*|(W/)?"[1-9][0-9]*")\\s*$';

/**
 * The headers of a save or a moderation call: `If-Match: "<version>"` (the detail GET's `ETag`)
 * names the version the change was made from, as the body's `version` may.
 */
export const VersionHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      pattern: IF_MATCH_PATTERN,
      description:
        'The version the change was made from, as the ETag of the detail GET sent it ("3"); ' +
        'a 409 when it is not the stored one. `*` or none: the change applies to whatever is stored.',
    }),
  ),
});

/**
 * What a moderation call answers: the item, with `alreadyDone` true when the result asked for
 * already held, so nothing changed.
 */
export const moderated = <Item extends TObject>(item: Item) =>
  Type.Object({ ...item.properties, ...ModerationOutcome.properties });

/** The usual errors, and 410 for an invitation used, revoked or expired. */
export const USUAL_GONE: readonly ErrorStatus[] = [...USUAL_ERRORS, 410];
