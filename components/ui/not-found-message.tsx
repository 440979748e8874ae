import { BASE_PATH } from '@/config/site';
import type { SiteContent } from '@/lib/domain/types';
import { MessagePage } from './message-page';

/** What an address that leads nowhere says, with the way home, in the page's language. */
export function NotFoundMessage({ content }: { content: SiteContent }) {
  const { title, text, home } = content.notFound;
  return (
    <MessagePage title={title}>
      <p>{text}</p>
      <a href={`${BASE_PATH}${content.root}/`}>{home}</a>
    </MessagePage>
  );
}
