import { siteContent } from '@/content/site';

/** An address on the published site: absoluteUrl('/impressum/') → 'https://…/impressum/'. */
export function absoluteUrl(path: string, siteUrl: string = siteContent.siteUrl): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}
