import { Exhibitions } from '@/components/exhibitions/exhibitions';
import { NowAndNext } from '@/components/exhibitions/now-and-next';
import { GallerySection } from '@/components/gallery/gallery-section';
import { InfoSection } from '@/components/home/info-section';
import { Landing } from '@/components/home/landing';
import { siteContent } from '@/lib/server/site-content';
import { loadExhibitions, loadGallery, loadSiteImages } from '@/lib/server/content';
import { pageAlternates, siteOpenGraph } from '@/lib/server/metadata';
import { absoluteUrl } from '@/lib/domain/site-url';
import { berlinToday } from '@/lib/domain/dates';
import { exhibitionPhase, nameExhibitions } from '@/lib/domain/exhibitions';
import { siteStructuredData } from '@/lib/domain/structured-data';
import { StructuredData } from '@/components/ui/structured-data';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  alternates: pageAlternates(absoluteUrl('/')),
  openGraph: { ...siteOpenGraph, url: absoluteUrl('/') },
};

export default async function HomePage() {
  const [categories, exhibitions, images] = await Promise.all([loadGallery(), loadExhibitions(), loadSiteImages()]);
  // The day of the build; the page checks it again in the visitor's browser.
  const built = berlinToday(new Date());
  // What the highlight may show: the shows with days that are on or still to come.
  const coming = nameExhibitions(exhibitions).filter((exhibition) => exhibition.from && exhibitionPhase(exhibition, built) !== 'past');
  return (
    <>
      <StructuredData data={siteStructuredData(siteContent, exhibitions)} />
      <main id="inhalt">
        <Landing content={siteContent} background={images.background} />
        <InfoSection content={siteContent} portrait={images.portrait} />
        <NowAndNext exhibitions={coming} built={built} labels={siteContent.exhibitions} />
        <GallerySection categories={categories} content={siteContent} />
        <Exhibitions heading={siteContent.exhibitionsHeading} exhibitions={exhibitions} built={built} labels={siteContent.exhibitions} />
      </main>
    </>
  );
}
