import type { Metadata } from 'next';
import { WorkIndex } from '@/components/work/work-index';
import { siteContent } from '@/content/site';
import { loadWorks } from '@/lib/content';
import { siteOpenGraph } from '@/lib/metadata';
import { absoluteUrl } from '@/lib/site-url';
import { fill } from '@/lib/viewer';
import { WORKS_PATH } from '@/lib/works';

export async function generateMetadata(): Promise<Metadata> {
  const works = await loadWorks();
  const name = siteContent.nameWords.join(' ');
  const title = fill(siteContent.work.pageTitle, { title: siteContent.gallery.allWorks, name });
  const description = `${fill(siteContent.gallery.allWorksLink, { total: works.length })}: ${siteContent.siteDescription}`;
  const url = absoluteUrl(WORKS_PATH);
  return { title, description, alternates: { canonical: url }, openGraph: { ...siteOpenGraph, title, description, url } };
}

export default async function WorksRoute() {
  return <WorkIndex works={await loadWorks()} content={siteContent} />;
}
