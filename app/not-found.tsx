import { NotFoundMessage } from '@/components/ui/not-found-message';
import { siteContent } from '@/lib/server/site-content';

// What every page's payload carries for a page not found (app/global-not-found.tsx serves the 404
// page itself): her words, not Next's default with its inline styles.
export default function NotFound() {
  return <NotFoundMessage content={siteContent} />;
}
