import { SITE_URL } from '@/config/site';

/** An address on the published site: absoluteUrl('/impressum/') → 'https://…/impressum/'. */
export function absoluteUrl(path: string, siteUrl: string = SITE_URL): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}
