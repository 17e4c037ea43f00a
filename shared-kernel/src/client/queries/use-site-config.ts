import { useQuery } from '@tanstack/react-query';
import { LORE_COLLECTIONS, operations, type PageType } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { orNull } from '../api/http.js';

/** One lore collection of the Lore menu: the pages of a type that carry a tag. */
type LoreCollection = (typeof LORE_COLLECTIONS)[number];

/** Run-time settings the server gives the shell (`GET /api/site`). */
export interface SiteConfig {
  /** The community's external chat; the link is hidden when empty. */
  chatUrl: string;
  /**
   * The Lore menu's collections (`LORE_COLLECTIONS` on the server), in menu order; each opens
   * `/lorepagelist/{type}/{tag}`.
   */
  loreCollections: readonly LoreCollection[];
  /**
   * Whether the site can mail password reset links (an SMTP server is set up); undefined until
   * the server has answered.
   */
  passwordRecovery?: boolean;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = { chatUrl: '', loreCollections: LORE_COLLECTIONS };

// The page types, as a set the client can check without the schemas (TypeBox stays off pages).
const PAGE_TYPES: Record<PageType, true> = {
  batrep: true,
  scenario: true,
  terrain: true,
  lore: true,
  random: true,
};

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function isLoreCollection(value: unknown): value is LoreCollection {
  if (typeof value !== 'object' || value === null) return false;
  const { label, type, tag } = value as Record<string, unknown>;
  return (
    filled(label) && filled(tag) && typeof type === 'string' && Object.hasOwn(PAGE_TYPES, type)
  );
}

/** The collections the server answered, or the defaults when it answered none or a bad list. */
function loreCollectionsOf(value: unknown): readonly LoreCollection[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isLoreCollection))
    return LORE_COLLECTIONS;
  return value.map(({ label, type, tag }) => ({ label, type, tag }));
}

/** GET /api/site, quietly: the site works with the defaults when the settings cannot be read. */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  // Checked all the same: the site starts whatever the server sent.
  const body = await orNull(callOperation(operations.getSite, {}, { quiet: true }));
  return {
    chatUrl: typeof body?.chatUrl === 'string' ? body.chatUrl : '',
    loreCollections: loreCollectionsOf(body?.loreCollections),
    // A site whose answer cannot be read is taken to have mail: a request then says if not.
    passwordRecovery: body?.passwordRecovery !== false,
  };
}

/** The site settings; the defaults until (or unless) the server answers. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery({
    queryKey: ['site'],
    queryFn: fetchSiteConfig,
    staleTime: Infinity,
  });
  return data ?? DEFAULT_SITE_CONFIG;
}
