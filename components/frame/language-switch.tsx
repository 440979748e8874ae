'use client';

import { usePathname } from 'next/navigation';
import { BASE_PATH } from '@/config/site';
import { counterpartPath, LOCALE_INFO } from '@/lib/domain/locale';

type Props = {
  /** The page's path where the address does not say it (the 404 page). */
  path?: string;
  className?: string;
};

/** The link to this page in the other language, named in that language ('English', 'Deutsch'), which screen readers then speak rightly. */
export function LanguageSwitch({ path, className }: Props) {
  const pathname = usePathname();
  const other = counterpartPath(path ?? pathname);
  const { name } = LOCALE_INFO[other.locale];
  // A plain link: the other language has its own root layout, so the browser loads the page whole.
  return (
    <a href={`${BASE_PATH}${other.path}`} hrefLang={other.locale} lang={other.locale} className={className}>
      {name}
    </a>
  );
}
