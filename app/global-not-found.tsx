import type { Metadata } from 'next';
import { SiteFrame } from '@/components/frame/site-frame';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { siteContent } from '@/lib/server/site-content';
import { pageTitle, siteMetadata } from '@/lib/server/metadata';
import './globals.scss';

// The site has a root layout per language, so its one 404 page brings its own frame, in German.
// Next adds noindex to it.
export const metadata: Metadata = { ...siteMetadata, title: pageTitle(siteContent.notFound.title) };

export default function NotFound() {
  return (
    <SiteFrame content={siteContent} path="/404">
      <NotFoundMessage content={siteContent} />
    </SiteFrame>
  );
}
