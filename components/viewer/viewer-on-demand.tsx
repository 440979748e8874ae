import { type ComponentProps, lazy, Suspense } from 'react';
import type { Locale } from '@/lib/domain/locale';
import type { PictureViewer as Viewer } from './picture-viewer';
import { useViewerWords } from './use-viewer-words';

// The viewer's code is not among the page's first scripts, nor its words in the page's payload: both
// are fetched once, when this is first rendered (as the gallery comes near or the address names a
// work); a work chosen before they arrive opens with them.
const PictureViewer = lazy(() => import('./picture-viewer').then((module) => ({ default: module.PictureViewer })));

type Props = Omit<ComponentProps<typeof Viewer>, 'labels' | 'workLabels'> & {
  /** The page's language, which the viewer's words are in, and her greeting, which opens an inquiry. */
  locale: Locale;
  greeting: string;
};

/** The viewer, once its words have come: they are this piece's state, so their coming renders it alone, not the carousel around it. */
export function ViewerOnDemand({ locale, greeting, ...props }: Props) {
  const words = useViewerWords(locale, greeting);
  if (!words) return null;
  return (
    <Suspense fallback={null}>
      <PictureViewer {...props} labels={words.viewer} workLabels={words.work} />
    </Suspense>
  );
}
