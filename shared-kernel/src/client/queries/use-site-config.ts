import { useQuery } from '@tanstack/react-query';
import { orNull, send } from '../api/http.js';

/** Run-time settings the server gives the shell (`GET /api/site`). */
export interface SiteConfig {
  /** The community's external chat; the link is hidden when empty. */
  chatUrl: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = { chatUrl: '' };

/** GET /api/site, quietly: the site works with the defaults when the settings cannot be read. */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  const body = await orNull(send<Partial<SiteConfig>>('GET', '/api/site', { quiet: true }));
  return { chatUrl: typeof body?.chatUrl === 'string' ? body.chatUrl : '' };
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
