import type { Metadata } from 'next';
import Link from 'next/link';
import { MessagePage } from '@/components/ui/message-page';
import { siteContent } from '@/lib/server/site-content';
import { pageTitle } from '@/lib/server/metadata';

// Next adds noindex to the 404 page itself.
export const metadata: Metadata = { title: pageTitle(siteContent.notFound.title) };

export default function NotFound() {
  const { title, text, home } = siteContent.notFound;
  return (
    <MessagePage title={title}>
      <p>{text}</p>
      {/* Not prefetched, as on the legal pages: the home page's preload hints would go unused here. */}
      <Link href="/" prefetch={false}>
        {home}
      </Link>
    </MessagePage>
  );
}
