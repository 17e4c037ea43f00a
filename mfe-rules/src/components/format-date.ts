// Made on first use: the first Intl formatter of a page loads the locale's data, tens of
// milliseconds a page that shows no date (or not yet) should not spend at start.
let date: Intl.DateTimeFormat | undefined;

/** An ISO 8601 date as the reader's locale writes it; the text itself when it is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  date ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return date.format(when);
}
