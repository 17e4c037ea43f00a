/**
 * @muster/shared-kernel/testing (dev only, never in a bundle): one fixture set of demo entities and
 * an MSW mock of the whole API, so component tests mock the network, not the kernel.
 */
export * from './fixtures.js';
export { cardListEntries, numberedFaction, numberedScenario } from './numbered.js';
export { pagedList } from './paged-list.js';
export { itSendsVisitorsToLogin } from './login-redirect.js';
export { MOCK_API_ORIGIN, createHandlers } from './handlers.js';
export { createMockDb, saveElsewhere } from './mock-db.js';
export type {
  MailedReset,
  MockDb,
  MockResetLink,
  MockSession,
  StoredPage,
  StoredRuleset,
  StoredScenario,
} from './mock-db.js';
export { RESET_LINK_MS } from './password-resets.js';
export { MOCK_BROWSER } from './account-sessions.js';
export { MOCK_ACCOUNT_ROSTERS_LIMIT, MOCK_ACCOUNT_ROSTER_MAX_BYTES } from './account-rosters.js';
export { MOCK_ACCOUNT_CREATED } from './own-account.js';
export { catchDownloads } from './downloads.js';
export { mockApi } from './mock-api.js';
export { mockInviteToken, mockResetToken, mockSessionToken } from './tokens.js';
export type { MockApi } from './mock-api.js';
export { TestProviders, createTestQueryClient, queryWrapper } from './test-providers.js';
export { renderRemote, renderScreen, retype, samplePath } from './render-screen.js';
export type { RenderRemoteOptions, RenderScreenOptions } from './render-screen.js';
export { HEAVY_FORMULA, OFFICIAL_FORMULA, officialEachTest } from './formula-fixtures.js';
