import { isAdministrator, isModerator, isPublisher, isSignedIn } from './roles.js';

const as = (roles: string[], token: string | null = 't') => ({ token, roles });

describe('role checks', () => {
  it.each([
    ['anonymous', as([], null), [false, false, false, false]],
    ['anonymous holding stale roles', as(['mod', 'admin'], null), [false, false, false, false]],
    ['a plain user', as([]), [true, false, false, false]],
    ['a publisher', as(['publisher']), [true, true, false, false]],
    ['a moderator', as(['mod']), [true, true, true, false]],
    ['the administrator', as(['admin']), [true, true, true, true]],
  ])('%s', (_, session, [signedIn, publisher, moderator, administrator]) => {
    expect([
      isSignedIn(session),
      isPublisher(session),
      isModerator(session),
      isAdministrator(session),
    ]).toEqual([signedIn, publisher, moderator, administrator]);
  });
});
