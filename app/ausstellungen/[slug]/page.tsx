import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExhibitionPage, exhibitionDates } from '@/components/exhibitions/exhibition-page';
import { StructuredData } from '@/components/ui/structured-data';
import { siteContent } from '@/lib/server/site-content';
import { loadExhibitionPages, loadWorks } from '@/lib/server/content';
import { pageAlternates, siteOpenGraph } from '@/lib/server/metadata';
import { assetUrl } from '@/lib/domain/assets';
import { exhibitionName, exhibitionPath } from '@/lib/domain/exhibitions';
import { pictureAlt } from '@/lib/domain/gallery';
import { absoluteUrl } from '@/lib/domain/site-url';
import { exhibitionStructuredData } from '@/lib/domain/structured-data';
import { calendarPath, offersCalendar } from '@/lib/domain/calendar';
import { berlinToday } from '@/lib/domain/dates';
import { BASE_PATH } from '@/config/site';
import { fill } from '@/lib/domain/viewer';

type Params = { params: Promise<{ slug: string }> };

// Every exhibition with more than a line has its page, made at build; no other address under /ausstellungen/ exists.
export const dynamicParams = false;

/**
 * A static export needs one address at least: with only the seed's lines (no show has a page), one
 * address that no name can take is made, and it is the page for addresses that do not exist.
 */
const NO_EXHIBITION = '_';

export async function generateStaticParams() {
  const pages = (await loadExhibitionPages()).map(({ slug }) => ({ slug }));
  return pages.length > 0 ? pages : [{ slug: NO_EXHIBITION }];
}

async function findExhibition(params: Params['params']) {
  const { slug } = await params;
  const exhibition = (await loadExhibitionPages()).find((entry) => entry.slug === slug);
  if (!exhibition) notFound();
  const all = await loadWorks();
  // In the order the artist chose them.
  const works = (exhibition.works ?? []).map((name) => all.find((work) => work.slug === name)!);
  return { exhibition, slug, works, total: all.length };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { exhibition, slug } = await findExhibition(params);
  const name = siteContent.nameWords.join(' ');
  const labels = siteContent.exhibitions;
  const title = fill(labels.pageTitle, { title: exhibitionName(exhibition), name });
  const description = fill(labels.pageDescription, { title: exhibitionName(exhibition), dates: exhibitionDates(exhibition), venue: exhibition.venue ?? '', name })
    .replace(', .', '.')
    .replace(/\s+/g, ' ');
  const url = absoluteUrl(exhibitionPath(slug));
  return { title, description, alternates: pageAlternates(url), openGraph: { ...siteOpenGraph, title, description, url } };
}

export default async function ExhibitionRoute({ params }: Params) {
  const { exhibition, slug, works, total } = await findExhibition(params);
  const featured = works.map(({ picture, slug: work }) => ({ slug: work, title: picture.title ?? pictureAlt(picture, total), image: assetUrl(picture.url, '') }));
  return (
    <>
      <StructuredData data={exhibitionStructuredData(siteContent, exhibition, slug, featured)} />
      <ExhibitionPage
        exhibition={exhibition}
        works={works}
        total={total}
        content={siteContent}
        // The file build/calendars.mts writes beside the page, for a show on or to come.
        calendar={offersCalendar(exhibition, berlinToday(new Date())) ? `${BASE_PATH}${calendarPath(slug)}` : undefined}
      />
    </>
  );
}
