import { LegalPage } from '@/components/legal/legal-page';
import { siteContent } from '@/lib/server/site-content';
import { legalPageMetadata } from '@/lib/server/metadata';

const page = siteContent.legal.privacy;

export const metadata = legalPageMetadata(page);

export default function Page() {
  return <LegalPage page={page} artist={siteContent.nameWords.join(' ')} />;
}
