/** Run-time settings the server gives the shell (`GET /api/site`). */
export interface SiteConfig {
  /** The community's external chat; the link is hidden when empty. */
  chatUrl: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = { chatUrl: '' };

/** Reads the site settings; the site still works with the defaults when they cannot be read. */
export async function fetchSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  try {
    const response = await fetchImpl('/api/site');
    if (!response.ok) return DEFAULT_SITE_CONFIG;
    const body = (await response.json()) as Partial<SiteConfig>;
    return { chatUrl: typeof body.chatUrl === 'string' ? body.chatUrl : '' };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}
