import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StructuredData } from '@/components/ui/structured-data';
import { MovedPage } from '@/components/work/moved-page';
import { WorkPage } from '@/components/work/work-page';
import { siteContent } from '@/lib/server/site-content';
import { assetUrl } from '@/lib/domain/assets';
import { loadExhibitionPages, loadMoves, loadWorks, type Work } from '@/lib/server/content';
import { exhibitionName, exhibitionYear } from '@/lib/domain/exhibitions';
import { pictureAlt } from '@/lib/domain/gallery';
import { pageAlternates, siteOpenGraph } from '@/lib/server/metadata';
import { shareImageFile } from '@/lib/domain/picture-files';
import { absoluteUrl } from '@/lib/domain/site-url';
import { workStructuredData } from '@/lib/domain/structured-data';
import { fill, wrapIndex } from '@/lib/domain/viewer';
import { describeWork, workPath } from '@/lib/domain/works';

type Params = { params: Promise<{ slug: string }> };

// Every work has its page, made at build, and every address it had before leads there; no other
// address under /werke/ exists.
export const dynamicParams = false;

export async function generateStaticParams() {
  return [...(await loadWorks()), ...(await loadMoves()).map(({ from }) => ({ slug: from }))].map(({ slug }) => ({ slug }));
}

/** The work at this address, or the work that used to be here. */
async function findWork(params: Params['params']) {
  const { slug } = await params;
  const works = await loadWorks();
  const to = (await loadMoves()).find((move) => move.from === slug)?.to;
  const index = works.findIndex((work) => work.slug === (to ?? slug));
  if (index === -1) notFound();
  return { works, index, work: works[index]!, moved: to !== undefined };
}

const titleOf = ({ picture }: Work, total: number) => picture.title ?? pictureAlt(picture, total);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { works, work, moved } = await findWork(params);
  const { picture, slug } = work;
  const name = siteContent.nameWords.join(' ');
  if (moved) {
    const title = fill(siteContent.work.movedTitle, { title: titleOf(work, works.length) });
    return { title, alternates: pageAlternates(absoluteUrl(workPath(slug))), robots: { index: false, follow: true } };
  }
  const about = describeWork(picture, works.length, siteContent.work);
  const title = fill(siteContent.work.pageTitle, { title: about.title, name });
  // 'Alte Buche, 2025: Tusche auf Papier, 50 × 60 cm. Verfügbar · 1.200 €. Ein Werk von Hanna Marie Linde.'
  const made = [picture.technique, picture.size].filter(Boolean).join(', ');
  const description = [
    `${about.title}${picture.year ? `, ${picture.year}` : ''}${made ? `: ${made}` : ''}.`,
    about.availability && `${about.availability}.`,
    fill(siteContent.work.byArtist, { name }),
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
    alternates: pageAlternates(url),
    openGraph: { ...siteOpenGraph, type: 'article', title, description, url, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

export default async function WorkRoute({ params }: Params) {
  const { works, index, work, moved } = await findWork(params);
  if (moved) return <MovedPage title={titleOf(work, works.length)} to={work.slug} labels={siteContent.work} />;
  const neighbour = (step: number) => {
    const other = works[wrapIndex(index + step, works.length)]!;
    return { slug: other.slug, title: titleOf(other, works.length) };
  };
  // The exhibitions that showed it, newest first.
  const shownAt = (await loadExhibitionPages())
    .filter((exhibition) => exhibition.works?.includes(work.slug))
    .map((exhibition) => ({ slug: exhibition.slug, title: exhibitionName(exhibition), venue: exhibition.venue, year: exhibitionYear(exhibition), start: exhibition.from ?? '' }))
    .sort((a, b) => b.year - a.year || b.start.localeCompare(a.start))
    .map(({ start: _start, ...exhibition }) => exhibition);
  return (
    <>
      <StructuredData data={workStructuredData(siteContent, work.picture, work.slug, works.length)} />
      <WorkPage
        picture={work.picture}
        slug={work.slug}
        total={works.length}
        previous={neighbour(-1)}
        next={neighbour(1)}
        content={siteContent}
        exhibitions={shownAt}
      />
    </>
  );
}
