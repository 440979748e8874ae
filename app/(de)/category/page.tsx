import type { Metadata } from 'next';
import { MessagePage } from '@/components/ui/message-page';
import { siteContent } from '@/lib/server/site-content';
import { pageTitle } from '@/lib/server/metadata';

// A placeholder with nothing to find: kept out of search results.
export const metadata: Metadata = { title: pageTitle(siteContent.categoryTitle), robots: { index: false } };

// The category view of SPEC section 2: a placeholder that says only this.
export default function CategoryPage() {
  return <MessagePage title={siteContent.categoryPlaceholder} />;
}
