import Link from 'next/link';
import { MessagePage } from '@/components/message-page';
import { siteContent } from '@/content/site';

export default function NotFound() {
  const { title, text, home } = siteContent.notFound;
  return (
    <MessagePage title={title}>
      <p>{text}</p>
      <Link href="/">{home}</Link>
    </MessagePage>
  );
}
