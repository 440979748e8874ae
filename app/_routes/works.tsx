// The page of all works in either language.
import type { Metadata } from 'next';
import { WorkIndex } from '@/components/work/work-index';
import { contentFor } from '@/lib/server/site-content';
import { loadWorks } from '@/lib/server/content';
import { openGraphFor, pageAlternates } from '@/lib/server/metadata';
import { translateWorks } from '@/lib/server/translations';
import { absoluteUrl } from '@/lib/domain/site-url';
import { localePath, type Locale } from '@/lib/domain/locale';
import { fill } from '@/lib/labels/fill';
import { WORKS_PATH } from '@/lib/domain/works';

export async function worksMetadata(locale: Locale): Promise<Metadata> {
  const [content, works] = await Promise.all([contentFor(locale), loadWorks()]);
  const name = content.nameWords.join(' ');
  const title = fill(content.work.pageTitle, { title: content.gallery.allWorks, name });
  const description = `${fill(content.gallery.allWorksLink, { total: works.length })}: ${content.siteDescription}`;
  const url = absoluteUrl(localePath(WORKS_PATH, locale));
  return { title, description, alternates: pageAlternates(WORKS_PATH, content), openGraph: { ...openGraphFor(content), title, description, url } };
}

export async function WorksRoute({ locale }: { locale: Locale }) {
  const [content, works] = await Promise.all([contentFor(locale), loadWorks()]);
  return <WorkIndex works={translateWorks(works, locale)} content={content} />;
}
