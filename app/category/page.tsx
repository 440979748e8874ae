import { MessagePage } from '@/components/ui/message-page';
import { siteContent } from '@/content/site';

// The category view of SPEC section 2: a placeholder that says only this.
export default function CategoryPage() {
  return <MessagePage title={siteContent.categoryPlaceholder} />;
}
