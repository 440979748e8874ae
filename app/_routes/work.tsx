// A work's page in either language, at every address it had.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StructuredData } from '@/components/ui/structured-data';
import { MovedPage } from '@/components/work/moved-page';
import { WorkPage } from '@/components/work/work-page';
import { contentFor } from '@/lib/server/site-content';
import { assetUrl } from '@/lib/domain/assets';
import { loadExhibitionPages, loadMoves, loadWorks, type Work } from '@/lib/server/content';
import { translateExhibitions, translateWorks } from '@/lib/server/translations';
import { exhibitionName, exhibitionYear } from '@/lib/domain/exhibitions';
import { pictureAlt } from '@/lib/domain/gallery';
import { langOfAlt, langOfPicture, type Locale } from '@/lib/domain/locale';
import { openGraphFor, pageAlternates } from '@/lib/server/metadata';
import { shareImageFile } from '@/lib/domain/picture-files';
import { absoluteUrl } from '@/lib/domain/site-url';
import { workStructuredData } from '@/lib/domain/structured-data';
import { wrapIndex } from '@/lib/domain/viewer';
import { fill } from '@/lib/labels/fill';
import { describeWork, workHref, workPath } from '@/lib/domain/works';

export type WorkParams = { params: Promise<{ slug: string }> };

export async function workStaticParams() {
  return [...(await loadWorks()), ...(await loadMoves()).map(({ from }) => ({ slug: from }))].map(({ slug }) => ({ slug }));
}

/** The work at this address, or the work that used to be here, with its words in the language. */
async function findWork(params: WorkParams['params'], locale: Locale) {
  const { slug } = await params;
  const works = translateWorks(await loadWorks(), locale);
  const to = (await loadMoves()).find((move) => move.from === slug)?.to;
  const index = works.findIndex((work) => work.slug === (to ?? slug));
  if (index === -1) notFound();
  return { works, index, work: works[index]!, moved: to !== undefined, content: await contentFor(locale) };
}

const titleOf = ({ picture }: Work, total: number) => picture.title ?? pictureAlt(picture, total);

export async function workMetadata({ params }: WorkParams, locale: Locale): Promise<Metadata> {
  const { works, work, moved, content } = await findWork(params, locale);
  const { picture, slug } = work;
  const name = content.nameWords.join(' ');
  if (moved) {
    const title = fill(content.work.movedTitle, { title: titleOf(work, works.length) });
    return { title, alternates: pageAlternates(workPath(slug), content), robots: { index: false, follow: true } };
  }
  const about = describeWork(picture, works.length, content.work);
  const title = fill(content.work.pageTitle, { title: about.title, name });
  // 'Alte Buche, 2025: Tusche auf Papier, 50 × 60 cm. Verfügbar · 1.200 €. Ein Werk von Hanna Marie Linde.'
  const made = [picture.technique, picture.size].filter(Boolean).join(', ');
  const description = [
    `${about.title}${picture.year ? `, ${picture.year}` : ''}${made ? `: ${made}` : ''}.`,
    about.availability && `${about.availability}.`,
    fill(content.work.byArtist, { name }),
  ]
    .filter(Boolean)
    .join(' ');
  const url = absoluteUrl(workPath(slug, content.root));
  const image = picture.image
    ? { url: assetUrl(shareImageFile(picture.image.base)), width: 1200, height: 630, alt: pictureAlt(picture, works.length) }
    : { url: assetUrl(picture.url), alt: pictureAlt(picture, works.length) };
  return {
    title,
    description,
    alternates: pageAlternates(workPath(slug), content),
    openGraph: { ...openGraphFor(content), type: 'article', title, description, url, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

export async function WorkRoute({ params, locale }: WorkParams & { locale: Locale }) {
  const { works, index, work, moved, content } = await findWork(params, locale);
  if (moved) return <MovedPage title={titleOf(work, works.length)} href={workHref(work.slug, undefined, content.root)} labels={content.work} />;
  const neighbour = (step: number) => {
    const other = works[wrapIndex(index + step, works.length)]!;
    return { slug: other.slug, title: titleOf(other, works.length), lang: other.picture.title === undefined ? langOfAlt(other.picture) : langOfPicture(other.picture, content) };
  };
  // The exhibitions that showed it, newest first.
  const pages = await loadExhibitionPages();
  const shownAt = translateExhibitions(pages, locale)
    .filter((exhibition) => exhibition.works?.includes(work.slug))
    .map((exhibition) => ({ slug: exhibition.slug, title: exhibitionName(exhibition), venue: exhibition.venue, year: exhibitionYear(exhibition), start: exhibition.from ?? '' }))
    .sort((a, b) => b.year - a.year || b.start.localeCompare(a.start))
    .map(({ start: _start, ...exhibition }) => exhibition);
  return (
    <>
      <StructuredData data={workStructuredData(content, work.picture, work.slug, works.length)} />
      <WorkPage
        picture={work.picture}
        slug={work.slug}
        total={works.length}
        previous={neighbour(-1)}
        next={neighbour(1)}
        content={content}
        exhibitions={shownAt}
      />
    </>
  );
}
