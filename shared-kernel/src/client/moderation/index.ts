/**
 * @muster/shared-kernel/client/moderation: a moderator's calls (review, banish, back to draft),
 * which the admin remote's queues and the factions and community remotes' pages share. Apart from
 * /client so that the shell's main.js, which carries /client to every page, does not carry them;
 * it holds no state, so it is not a federation singleton: each remote that moderates bundles it,
 * and it reaches the session, the calls and the cache through /client.
 */
export { useModerateFaction } from './use-moderate-faction.js';
export { useReviewScenario, useScenarioBackToDraft } from './use-review-scenario.js';
export { useReviewPage } from './use-review-page.js';
export { MODERATION_DONE_TEXTS } from './use-moderation.js';
export type { ModerationIntent, ModerationOptions, ModerationVariables } from './use-moderation.js';
