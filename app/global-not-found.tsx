import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFrame } from '@/components/frame/site-frame';
import { MessagePage } from '@/components/ui/message-page';
import { siteContent } from '@/lib/server/site-content';
import { pageTitle, siteMetadata } from '@/lib/server/metadata';
import './globals.scss';

// The site has a root layout per language, so its one 404 page brings its own frame, in German.
// Next adds noindex to it.
export const metadata: Metadata = { ...siteMetadata, title: pageTitle(siteContent.notFound.title) };

export default function NotFound() {
  const { title, text, home } = siteContent.notFound;
  return (
    <SiteFrame content={siteContent} path="/404">
      <MessagePage title={title}>
        <p>{text}</p>
        {/* Not prefetched, as on the legal pages: the home page's preload hints would go unused here. */}
        <Link href="/" prefetch={false}>
          {home}
        </Link>
      </MessagePage>
    </SiteFrame>
  );
}
