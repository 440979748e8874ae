// The home page in either language: app/(de)/page.tsx and app/(en)/en/page.tsx name their language.
import type { Metadata } from 'next';
import { Exhibitions } from '@/components/exhibitions/exhibitions';
import { NowAndNext } from '@/components/exhibitions/now-and-next';
import { GallerySection } from '@/components/gallery/gallery-section';
import { InfoSection } from '@/components/home/info-section';
import { Landing } from '@/components/home/landing';
import { StructuredData } from '@/components/ui/structured-data';
import { contentFor } from '@/lib/server/site-content';
import { loadGallery, loadPublishedExhibitions, loadSiteImages, loadWorks } from '@/lib/server/content';
import { openGraphFor, pageAlternates } from '@/lib/server/metadata';
import { translateExhibitions, translateGallery, translateWorks } from '@/lib/server/translations';
import { absoluteUrl } from '@/lib/domain/site-url';
import { withWorkSlugs } from '@/lib/domain/works';
import { berlinToday } from '@/lib/domain/dates';
import { exhibitionPhase } from '@/lib/domain/exhibitions';
import { localePath, type Locale } from '@/lib/domain/locale';
import { siteStructuredData } from '@/lib/domain/structured-data';

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const content = await contentFor(locale);
  return { alternates: pageAlternates('/', content), openGraph: { ...openGraphFor(content), url: absoluteUrl(localePath('/', locale)) } };
}

export async function HomeRoute({ locale }: { locale: Locale }) {
  const [content, german, exhibitions, images, works] = await Promise.all([contentFor(locale), loadGallery(), loadPublishedExhibitions(), loadSiteImages(), loadWorks()]);
  const resolved = withWorkSlugs(german, works);
  const categories = locale === 'de' ? resolved : translateGallery(resolved, translateWorks(works, locale));
  // Each keeps the address it was published at, in both languages.
  const named = translateExhibitions(exhibitions, locale);
  // The day of the build; the page checks it again in the visitor's browser.
  const built = berlinToday(new Date());
  // What the highlight may show: the shows with days that are on or still to come.
  const coming = named.filter((exhibition) => exhibition.from && exhibitionPhase(exhibition, built) !== 'past');
  return (
    <>
      <StructuredData data={siteStructuredData(content, named)} />
      <main id="inhalt">
        <Landing content={content} background={images.background} />
        <InfoSection content={content} portrait={images.portrait} />
        <NowAndNext exhibitions={coming} built={built} labels={content.exhibitions} />
        <GallerySection categories={categories} content={content} />
        <Exhibitions heading={content.exhibitionsHeading} exhibitions={named} built={built} labels={content.exhibitions} />
      </main>
    </>
  );
}
