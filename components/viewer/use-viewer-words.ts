import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/domain/locale';
import type { ViewerWords } from './viewer-words';

/** The viewer's words in the page's language (./viewer-words.ts), or null until they have come. */
export function useViewerWords(locale: Locale, greeting: string): ViewerWords | null {
  const [words, setWords] = useState<ViewerWords | null>(null);
  useEffect(() => {
    let current = true;
    import('./viewer-words')
      .then(({ loadViewerWords }) => loadViewerWords(locale, greeting))
      .then((loaded) => current && setWords(loaded))
      .catch((error: unknown) => console.error('Could not load the viewer’s words; it stays closed.', error));
    return () => {
      current = false;
    };
  }, [locale, greeting]);
  return words;
}
