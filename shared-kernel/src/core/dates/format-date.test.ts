import { formatDate, formatDateTime } from './format-date.js';

const EN_US_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const EN_US_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

describe('formatDate and formatDateTime', () => {
  const times = [
    '2026-11-26T09:05:00',
    '2026-01-01T00:00:00',
    '2026-06-30T12:00:00',
    '2026-12-31T23:59:00',
    '1999-02-03T13:07:00',
  ].map((text) => new Date(text));

  it('write what Intl writes in en-US, medium date and short time', () => {
    for (const time of times) {
      expect(formatDate(time)).toBe(EN_US_DATE.format(time));
      expect(formatDateTime(time)).toBe(EN_US_DATE_TIME.format(time));
    }
  });

  it('read time stamps and ISO texts', () => {
    const time = new Date('2026-11-26T09:05:00');
    expect(formatDate(time.getTime())).toBe('Nov 26, 2026');
    expect(formatDate(time.toISOString())).toBe('Nov 26, 2026');
    expect(formatDateTime(time.getTime())).toBe(EN_US_DATE_TIME.format(time));
  });

  it('answer a text that is no date as it is, and nothing as empty', () => {
    expect(formatDate('someday')).toBe('someday');
    expect(formatDateTime('someday')).toBe('someday');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
