import { changeTime } from './account-roster.js';

describe("a device's change time", () => {
  const now = Date.UTC(2026, 11, 6, 12, 0);

  it('is the time the device says, when that is not ahead of the server', () => {
    expect(changeTime('2026-12-06T11:59:00.000Z', now).toISOString()).toBe(
      '2026-12-06T11:59:00.000Z',
    );
  });

  it("is the server's time when the device says a later one", () => {
    expect(changeTime('9999-12-31T00:00:00.000Z', now).getTime()).toBe(now);
    expect(changeTime('2026-12-06T12:00:01.000Z', now).getTime()).toBe(now);
    expect(changeTime('not a time', now).getTime()).toBe(now);
  });
});
