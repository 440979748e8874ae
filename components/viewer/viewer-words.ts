// The viewer's words and a work's, in the page's language and opened by her greeting: loaded with the
// viewer's code when the gallery comes near, so the home page's payload does not carry them.
import { workFigureLabels, type WorkFigureLabels } from '@/lib/labels/work-figure';
import { withGreeting } from '@/lib/domain/works';
import type { Locale } from '@/lib/domain/locale';
import type { Labels } from '@/lib/labels/de';

export type ViewerWords = { viewer: Labels['viewer']; work: WorkFigureLabels };

export async function loadViewerWords(locale: Locale, greeting: string): Promise<ViewerWords> {
  // Each language's dictionary is a chunk of its own: a German page never fetches the English words.
  const labels: Labels = locale === 'en' ? (await import('@/lib/labels/en')).en : (await import('@/lib/labels/de')).de;
  return { viewer: labels.viewer, work: workFigureLabels({ ...withGreeting(labels.work, greeting), locale }) };
}
