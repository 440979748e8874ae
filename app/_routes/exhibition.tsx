// An exhibition's page in either language.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExhibitionPage, exhibitionDates } from '@/components/exhibitions/exhibition-page';
import { StructuredData } from '@/components/ui/structured-data';
import { MovedPage } from '@/components/work/moved-page';
import { contentFor } from '@/lib/server/site-content';
import { loadExhibitionPages, loadExhibitionPlan, loadWorks } from '@/lib/server/content';
import { openGraphFor, pageAlternates } from '@/lib/server/metadata';
import { translateExhibitions, translateWorks } from '@/lib/server/translations';
import { assetUrl } from '@/lib/domain/assets';
import { exhibitionHref, exhibitionName, exhibitionPath } from '@/lib/domain/exhibitions';
import { pictureAlt } from '@/lib/domain/gallery';
import type { Locale } from '@/lib/domain/locale';
import { absoluteUrl } from '@/lib/domain/site-url';
import { exhibitionStructuredData } from '@/lib/domain/structured-data';
import { calendarPath, offersCalendar, subscribeUrl } from '@/lib/domain/calendar';
import { berlinToday } from '@/lib/domain/dates';
import { BASE_PATH } from '@/config/site';
import { fill } from '@/lib/labels/fill';

export type ExhibitionParams = { params: Promise<{ slug: string }> };

/**
 * A static export needs one address at least: with only the seed's lines (no show has a page), one
 * address that no name can take is made, and it is the page for addresses that do not exist.
 */
const NO_EXHIBITION = '_';

export async function exhibitionStaticParams() {
  const { exhibitions, moves } = await loadExhibitionPlan();
  // Every address a show had before leads to it (a corrected title or year).
  const pages = [...exhibitions.flatMap(({ slug }) => (slug ? [slug] : [])), ...moves.map(({ from }) => from)].map((slug) => ({ slug }));
  return pages.length > 0 ? pages : [{ slug: NO_EXHIBITION }];
}

async function findExhibition(params: ExhibitionParams['params'], locale: Locale) {
  const { slug } = await params;
  const [pages, { moves }, german] = await Promise.all([loadExhibitionPages(), loadExhibitionPlan(), loadWorks()]);
  const to = moves.find((move) => move.from === slug)?.to;
  // Its address is the same in both languages.
  const exhibition = translateExhibitions(pages, locale).find((entry) => entry.slug === (to ?? slug));
  if (!exhibition) notFound();
  const works = translateWorks(german, locale);
  // In the order the artist chose them.
  const shown = (exhibition.works ?? []).map((name) => works.find((work) => work.slug === name)!);
  return { exhibition, slug: exhibition.slug, moved: to !== undefined, works: shown, total: works.length, content: await contentFor(locale) };
}

export async function exhibitionMetadata({ params }: ExhibitionParams, locale: Locale): Promise<Metadata> {
  const { exhibition, slug, moved, content } = await findExhibition(params, locale);
  const name = content.nameWords.join(' ');
  const labels = content.exhibitions;
  if (moved) {
    return { title: fill(labels.movedTitle, { title: exhibitionName(exhibition) }), alternates: pageAlternates(exhibitionPath(slug), content), robots: { index: false, follow: true } };
  }
  const title = fill(labels.pageTitle, { title: exhibitionName(exhibition), name });
  const description = fill(labels.pageDescription, { title: exhibitionName(exhibition), dates: exhibitionDates(exhibition, locale), venue: exhibition.venue ?? '', name })
    .replace(', .', '.')
    .replace(/\s+/g, ' ');
  const url = absoluteUrl(exhibitionPath(slug, content.root));
  return { title, description, alternates: pageAlternates(exhibitionPath(slug), content), openGraph: { ...openGraphFor(content), title, description, url } };
}

export async function ExhibitionRoute({ params, locale }: ExhibitionParams & { locale: Locale }) {
  const { exhibition, slug, moved, works, total, content } = await findExhibition(params, locale);
  if (moved) return <MovedPage title={exhibitionName(exhibition)} href={exhibitionHref(slug, undefined, content.root)} labels={content.exhibitions} />;
  const featured = works.map(({ picture, slug: work }) => ({ slug: work, title: picture.title ?? pictureAlt(picture, total), image: assetUrl(picture.url, '') }));
  return (
    <>
      <StructuredData data={exhibitionStructuredData(content, exhibition, slug, featured)} />
      <ExhibitionPage
        exhibition={exhibition}
        works={works}
        total={total}
        content={content}
        // The files scripts/calendars.mts writes beside the page in its language, for a show on or to come.
        calendar={offersCalendar(exhibition, berlinToday(new Date())) ? `${BASE_PATH}${calendarPath(slug, content.root)}` : undefined}
        subscribe={subscribeUrl(content.root, content.siteUrl)}
      />
    </>
  );
}
