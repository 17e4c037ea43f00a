/**
 * The share link codec: deflate-raw and base64url, both ways, with the size limits. Fetched when
 * a link is first made or opened (share-link.ts), so a page that only shows rosters never
 * downloads it.
 */
import {
  BAD_SHARE_LINK_MESSAGE,
  MAX_SHARE_CODE_LENGTH,
  MAX_SHARED_ROSTER_BYTES,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  type Roster,
} from '@muster/shared-kernel/core';
import { exportRoster, parseRosterFile } from './roster-store.js';
import { RosterTooLargeToShareError, type DecodedRoster } from './share-link.js';

/** `bytes` through `transform`; throws once the output passes `limit` bytes. */
async function pump(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
  limit = Infinity,
) {
  const writer = transform.writable.getWriter();
  // Not awaited: the readable side must be drained for the writes to finish.
  const written = writer.write(bytes).then(() => writer.close());
  written.catch(() => undefined);
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RangeError('too large');
    }
  }
  await written;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A text deflated and written in base64url: what a share link carries (no size limit). */
export async function encodeText(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  return toBase64Url(await pump(bytes, new CompressionStream('deflate-raw')));
}

/**
 * The compressed, URL-safe form of a roster (its export file). Throws
 * {@link RosterTooLargeToShareError} when the link could not be opened again: its file passes
 * {@link MAX_SHARED_ROSTER_BYTES} or its code {@link MAX_SHARE_CODE_LENGTH}.
 */
export async function encodeRoster(roster: Roster): Promise<string> {
  const text = JSON.stringify(exportRoster(roster));
  // A UTF-8 byte is at least a third of a UTF-16 unit: only a long text needs counting.
  if (text.length * 3 > MAX_SHARED_ROSTER_BYTES) {
    if (new TextEncoder().encode(text).length > MAX_SHARED_ROSTER_BYTES)
      throw new RosterTooLargeToShareError();
  }
  const code = await encodeText(text);
  if (code.length > MAX_SHARE_CODE_LENGTH) throw new RosterTooLargeToShareError();
  return code;
}

/** The roster file a share code holds, or a message saying why it holds none. */
export async function decodeRoster(code: string): Promise<DecodedRoster> {
  if (code.length > MAX_SHARE_CODE_LENGTH)
    return { ok: false, error: ROSTER_TOO_LARGE_TO_SHARE_MESSAGE };
  const bytes = code ? fromBase64Url(code) : null;
  if (!bytes || bytes.length === 0) return { ok: false, error: BAD_SHARE_LINK_MESSAGE };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      await pump(bytes, new DecompressionStream('deflate-raw'), MAX_SHARED_ROSTER_BYTES),
    );
  } catch (error) {
    return {
      ok: false,
      error:
        error instanceof RangeError ? ROSTER_TOO_LARGE_TO_SHARE_MESSAGE : BAD_SHARE_LINK_MESSAGE,
    };
  }
  const parsed = await parseRosterFile(text);
  if (!parsed.ok) {
    // JSON cut short reads as 'not JSON': the link was truncated, not the roster invalid.
    return {
      ok: false,
      error: /not JSON/i.test(parsed.error)
        ? BAD_SHARE_LINK_MESSAGE
        : `This share link holds no usable roster: ${parsed.error}`,
    };
  }
  return { ok: true, file: parsed.value, text };
}
