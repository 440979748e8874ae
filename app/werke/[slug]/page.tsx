import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StructuredData } from '@/components/structured-data';
import { WorkPage } from '@/components/work/work-page';
import { siteContent } from '@/content/site';
import { assetUrl } from '@/lib/assets';
import { loadWorks, type Work } from '@/lib/content';
import { pictureAlt } from '@/lib/gallery';
import { siteOpenGraph } from '@/lib/metadata';
import { shareImageFile } from '@/lib/pictures/settings';
import { absoluteUrl } from '@/lib/site-url';
import { workStructuredData } from '@/lib/structured-data';
import { fill, wrapIndex } from '@/lib/viewer';
import { availabilityText, workPath } from '@/lib/works';

type Params = { params: Promise<{ slug: string }> };

// Every work has its page, made at build; no other address under /werke/ exists.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await loadWorks()).map(({ slug }) => ({ slug }));
}

async function findWork(params: Params['params']) {
  const { slug } = await params;
  const works = await loadWorks();
  const index = works.findIndex((work) => work.slug === slug);
  if (index === -1) notFound();
  return { works, index, work: works[index]! };
}

const titleOf = ({ picture }: Work, total: number) => picture.title ?? pictureAlt(picture, total);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { works, work } = await findWork(params);
  const { picture, slug } = work;
  const name = siteContent.nameWords.join(' ');
  const title = fill(siteContent.work.pageTitle, { title: titleOf(work, works.length), name });
  // 'Alte Buche, 2025: Tusche auf Papier, 50 × 60 cm. Verfügbar · 1.200 €. Ein Werk von Hanna Marie Linde.'
  const about = [picture.technique, picture.size].filter(Boolean).join(', ');
  const availability = availabilityText(picture, siteContent.work);
  const description = [
    `${titleOf(work, works.length)}${picture.year ? `, ${picture.year}` : ''}${about ? `: ${about}` : ''}.`,
    availability && `${availability}.`,
    `Ein Werk von ${name}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const url = absoluteUrl(workPath(slug));
  const image = picture.image
    ? { url: assetUrl(shareImageFile(picture.image.base)), width: 1200, height: 630, alt: pictureAlt(picture, works.length) }
    : { url: assetUrl(picture.url), alt: pictureAlt(picture, works.length) };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { ...siteOpenGraph, type: 'article', title, description, url, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

export default async function WorkRoute({ params }: Params) {
  const { works, index, work } = await findWork(params);
  const neighbour = (step: number) => {
    const other = works[wrapIndex(index + step, works.length)]!;
    return { slug: other.slug, title: titleOf(other, works.length) };
  };
  return (
    <>
      <StructuredData data={workStructuredData(siteContent, work.picture, work.slug, works.length)} />
      <WorkPage picture={work.picture} slug={work.slug} total={works.length} previous={neighbour(-1)} next={neighbour(1)} content={siteContent} />
    </>
  );
}
