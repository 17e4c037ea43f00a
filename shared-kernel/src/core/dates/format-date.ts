/**
 * Dates as the site writes them, in English like the rest of its text and in the reader's time
 * zone: 'Nov 26, 2026' and 'Nov 26, 2026, 9:05 AM' (what `Intl.DateTimeFormat('en-US')` writes
 * in its medium date and short time styles). Written by hand because a page's first Intl
 * formatter loads the locale's data, which costs a phone tens of milliseconds at start.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Date of a time stamp, an ISO 8601 text or a Date; null when it names no valid time. */
function dateOf(value: Date | number | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayText(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

function timeText(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 26, 2026'; a text that is no date is answered as it is, and nothing as ''. */
export function formatDate(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dateOf(value);
  return date ? dayText(date) : String(value);
}

/** 'Nov 26, 2026, 9:05 AM'; a text that is no date is answered as it is, and nothing as ''. */
export function formatDateTime(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dateOf(value);
  return date ? `${dayText(date)}, ${timeText(date)}` : String(value);
}
