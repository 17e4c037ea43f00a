/**
 * What every call of SPEC §7 shares (DESIGN §4 for the details SPEC elides). Each entity's
 * payload schema lives beside the entity.
 */
import { Type, type Static } from 'typebox';

/** Every non-OK answer of the API. */
export const ApiError = Type.Object({
  /** The HTTP status code. */
  statusCode: Type.Integer(),
  /** The status text ('Bad Request', 'Not Found'...). */
  error: Type.String(),
  /** What went wrong, naming the field when input was bad. */
  message: Type.String(),
});
/** Every non-OK answer of the API. */
export type ApiError = Static<typeof ApiError>;

/** Query of a list call: page size 100 by default, pages from 1. */
export interface ListQuery {
  /** Page size (SPEC §9: 100). */
  limit?: number;
  /** 1-based page number; the server clamps it to 1..ceil(count/limit). */
  page?: number;
  /** Case-insensitive title search. */
  search?: string;
  /** When true the answer is the number of matching items, not the items. */
  count?: boolean;
}

/** What a list call answers with `count=true`. */
export type CountAnswer = number;

/** POST /api/image. */
export const ImageAnswer = Type.Object({ file_url: Type.String() });
/** POST /api/image. */
export type ImageAnswer = Static<typeof ImageAnswer>;
