const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An ISO 8601 date as the reader's locale writes it; the text itself when it is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}
