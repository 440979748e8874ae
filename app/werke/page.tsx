import type { Metadata } from 'next';
import { WorkIndex } from '@/components/work/work-index';
import { siteContent } from '@/lib/server/site-content';
import { loadWorks } from '@/lib/server/content';
import { pageAlternates, siteOpenGraph } from '@/lib/server/metadata';
import { absoluteUrl } from '@/lib/domain/site-url';
import { fill } from '@/lib/domain/viewer';
import { WORKS_PATH } from '@/lib/domain/works';

export async function generateMetadata(): Promise<Metadata> {
  const works = await loadWorks();
  const name = siteContent.nameWords.join(' ');
  const title = fill(siteContent.work.pageTitle, { title: siteContent.gallery.allWorks, name });
  const description = `${fill(siteContent.gallery.allWorksLink, { total: works.length })}: ${siteContent.siteDescription}`;
  const url = absoluteUrl(WORKS_PATH);
  return { title, description, alternates: pageAlternates(url), openGraph: { ...siteOpenGraph, title, description, url } };
}

export default async function WorksRoute() {
  return <WorkIndex works={await loadWorks()} content={siteContent} />;
}
