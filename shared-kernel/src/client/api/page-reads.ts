import { PAGE_READS_ELEMENT_ID } from '@muster/shared-kernel/core';

/**
 * How long after the page started its carried answers may stand in for a read: the screens of
 * the first path ask at once, and anything later asks the server.
 */
export const PAGE_READS_TTL_MS = 30_000;

/** The answers a page carries, by address; each is taken once. */
interface PageReads {
  /** The carried answer of a GET of `path`, taken (a second read asks the server); or undefined. */
  take(path: string): unknown;
}

/**
 * The answers in `json` (the page's `{ [address]: answer }`), taken once each, until `ttlMs`
 * after the page started by `now` (milliseconds since the page started). Anything but an object
 * of answers carries nothing.
 */
export function pageReadsFrom(
  json: string | null | undefined,
  now: () => number,
  ttlMs = PAGE_READS_TTL_MS,
): PageReads {
  const answers = new Map<string, unknown>();
  try {
    const parsed: unknown = JSON.parse(json ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [path, answer] of Object.entries(parsed)) answers.set(path, answer);
    }
  } catch {
    // No answers, or not JSON: every read asks the server.
  }
  return {
    take(path) {
      if (!answers.has(path)) return undefined;
      const answer = answers.get(path);
      answers.delete(path);
      if (now() > ttlMs) {
        answers.clear();
        return undefined;
      }
      return answer;
    },
  };
}

/**
 * The text of an element the server put in the page (a `<script type="application/json">`),
 * taken once: the element is removed, so a later read finds none. Null when there is none, or
 * outside a browser.
 */
export function takePageElementText(id: string): string | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return null;
  element.remove();
  return element.textContent;
}

let fromDocument: PageReads | undefined;

/**
 * The answers the server sent inside this page (its first reads, see `firstReads`), read from
 * the page once; none outside a browser.
 */
export function takePageRead(path: string): unknown {
  fromDocument ??= pageReadsFrom(takePageElementText(PAGE_READS_ELEMENT_ID), () =>
    performance.now(),
  );
  return fromDocument.take(path);
}
