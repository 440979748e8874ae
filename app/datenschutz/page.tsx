import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { siteContent } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';

const page = siteContent.legal.privacy;

export const metadata: Metadata = {
  title: `${page.title} – ${siteContent.siteTitle}`,
  description: page.description,
  alternates: { canonical: absoluteUrl(page.path) },
};

export default function Page() {
  return <LegalPage page={page} home={siteContent.legal.home} />;
}
