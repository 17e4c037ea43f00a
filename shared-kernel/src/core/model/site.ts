/** The site's own answers: whether it is up, and the run-time settings the shell reads at start. */
import { Type, type Static } from 'typebox';
import { PageTag, PageType } from './page.js';

/** GET /api/health. */
export const Health = Type.Object({ status: Type.Literal('ok') });
/** GET /api/health. */
export type Health = Static<typeof Health>;

/**
 * GET /api/health/ready: this instance may take traffic (its database answers and holds every
 * migration this code knows). Not ready is a 503 error answer whose message says why.
 */
export const Readiness = Type.Object({ status: Type.Literal('ready') });
/** GET /api/health/ready. */
export type Readiness = Static<typeof Readiness>;

/** GET /api/site: the chat link and the lore collections the menus show. */
export const SiteSettings = Type.Object({
  chatUrl: Type.String(),
  loreCollections: Type.Array(Type.Object({ label: Type.String(), type: PageType, tag: PageTag })),
  /** Whether the site can mail password reset links (an SMTP server is set up). */
  passwordRecovery: Type.Boolean(),
});
/** GET /api/site. */
export type SiteSettings = Static<typeof SiteSettings>;

/** GET /remotes.json: the federation name of each remote and where its `remoteEntry.js` lives. */
export const RemotesManifest = Type.Record(Type.String(), Type.String());
/** GET /remotes.json. */
export type RemotesManifest = Static<typeof RemotesManifest>;
