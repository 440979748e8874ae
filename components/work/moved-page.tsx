import { MessagePage } from '@/components/ui/message-page';
import { fill } from '@/lib/domain/viewer';
import { workHref } from '@/lib/domain/works';

type Props = { title: string; to: string; labels: { movedTitle: string; movedText: string }; root?: string };

/**
 * A work's old address, after its folder was renamed: browsers go on to its page at once, search
 * engines read the canonical address, and a visitor whose browser does not refresh follows the link.
 */
export function MovedPage({ title, to, labels, root = '' }: Props) {
  const href = workHref(to, undefined, root);
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
