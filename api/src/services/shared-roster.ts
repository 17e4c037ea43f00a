/**
 * The roster a share link carries, read on the server as the roster page reads it: the export
 * file's JSON, deflated (raw) and written in base64url, after `#share=`. The same limits hold (a
 * code of at most `MAX_SHARE_CODE_LENGTH` characters, unpacking to at most
 * `MAX_SHARED_ROSTER_BYTES`), and the same words say what is wrong.
 */
import { inflateRawSync } from 'node:zlib';
import {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARE_CODE_LENGTH,
  MAX_SHARED_ROSTER_BYTES,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  shareCodeOf,
} from '@muster/shared-kernel/core';
import {
  ROSTER_FILE_VERSION,
  RosterFile,
  schemaErrorMessage,
} from '@muster/shared-kernel/core/model';
import { Value } from 'typebox/value';
import { badRequest, HttpError } from '../errors.js';
import { boundVerifiedRoster } from './roster-bounds.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The share code of a link: what follows `#share=` in a whole address, or the code itself. */
function codeOf(link: string): string {
  const text = link.trim();
  const hash = text.indexOf('#');
  return hash === -1 ? text : (shareCodeOf(text.slice(hash)) ?? '');
}

/** What a share code unpacks to, as text; a 400 or a 413 when it holds none. */
function unpacked(code: string): string {
  if (code.length > MAX_SHARE_CODE_LENGTH)
    throw new HttpError(413, ROSTER_TOO_LARGE_TO_SHARE_MESSAGE);
  // A base64 text of 4n+1 characters cannot come from any bytes: the link was cut or mangled.
  if (!BASE64URL.test(code) || code.length % 4 === 1) throw badRequest(BAD_SHARE_LINK_MESSAGE);
  let bytes: Buffer;
  try {
    bytes = inflateRawSync(Buffer.from(code, 'base64url'), {
      maxOutputLength: MAX_SHARED_ROSTER_BYTES,
    });
  } catch (error) {
    const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
    throw tooLarge
      ? new HttpError(413, ROSTER_TOO_LARGE_TO_SHARE_MESSAGE)
      : badRequest(BAD_SHARE_LINK_MESSAGE);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(BAD_SHARE_LINK_MESSAGE);
  }
}

/**
 * `candidate` as a roster file, its defaults filled as the route's own validation fills a body's;
 * a 400 naming the first field the file schema refuses (`{where}/unit_list/0/count must be ...`).
 */
export function checkedRosterFile(candidate: unknown, where: string): RosterFile {
  const file = Value.Default(RosterFile, Value.Clone(candidate));
  const [error] = Value.Errors(RosterFile, file);
  if (error) throw badRequest(schemaErrorMessage(where, error));
  const checked = file as RosterFile;
  // A newer format may mean what this server cannot read.
  if (checked.version > ROSTER_FILE_VERSION)
    throw badRequest(
      `${where}/version must be at most ${ROSTER_FILE_VERSION}: the file is newer than this site reads`,
    );
  return checked;
}

/**
 * The roster file a share link holds (the whole address, or only its code): a 400 with the
 * roster page's own words for a link cut short or mangled, a 413 for a code longer than a link may
 * be, or one that unpacks to more than a shared roster may; a 400 naming the field for a file the
 * schema refuses.
 */
export function sharedRosterFile(link: string): RosterFile {
  const text = unpacked(codeOf(link));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // JSON cut short: the link was truncated, not the roster invalid.
    throw badRequest(BAD_SHARE_LINK_MESSAGE);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw badRequest(BAD_SHARE_LINK_MESSAGE);
  // A small code may unpack to thousands of lines: bounded before the schema's check of each.
  boundVerifiedRoster(json);
  return checkedRosterFile(json, 'link');
}
