import { MessagePage } from '@/components/ui/message-page';
import { fill } from '@/lib/labels/fill';

type Props = { title: string; href: string; labels: { movedTitle: string; movedText: string } };

/**
 * An old address: a work's after its folder was renamed, an exhibition's after its title or year was
 * corrected. Browsers go on to its page at once, search engines read the canonical address, and a
 * visitor whose browser does not refresh follows the link.
 */
export function MovedPage({ title, href, labels }: Props) {
  return (
    <MessagePage title={fill(labels.movedTitle, { title })}>
      {/* React places this in the head. */}
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <p>
        {labels.movedText} <a href={href}>{title}</a>
      </p>
    </MessagePage>
  );
}
