import { Exhibitions } from '@/components/exhibitions/exhibitions';
import { GallerySection } from '@/components/gallery/gallery-section';
import { InfoSection } from '@/components/home/info-section';
import { Landing } from '@/components/home/landing';
import { SiteNavigation } from '@/components/frame/site-navigation';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { MenuView } from '@/components/frame/menu-view';
import { navigationContent, NavigationView } from '@/components/frame/navigation-view';
import { siteContent } from '@/lib/server/site-content';
import { loadExhibitions, loadGallery, loadSiteImages } from '@/lib/server/content';
import { siteOpenGraph } from '@/lib/server/metadata';
import { absoluteUrl } from '@/lib/domain/site-url';
import { siteStructuredData } from '@/lib/domain/structured-data';
import { StructuredData } from '@/components/ui/structured-data';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  alternates: { canonical: absoluteUrl('/') },
  openGraph: { ...siteOpenGraph, url: absoluteUrl('/') },
};

export default async function HomePage() {
  const [categories, exhibitions, images] = await Promise.all([loadGallery(), loadExhibitions(), loadSiteImages()]);
  const navigation = navigationContent(siteContent);
  return (
    <>
      <StructuredData data={siteStructuredData(siteContent, exhibitions)} />
      <IslandBoundary name="navigation" fallback={<NavigationView content={navigation} menu={<MenuView content={navigation} />} />}>
        <SiteNavigation content={navigation} />
      </IslandBoundary>
      <main id="inhalt">
        <Landing content={siteContent} background={images.background} />
        <InfoSection content={siteContent} portrait={images.portrait} />
        <GallerySection categories={categories} content={siteContent} />
        <Exhibitions heading={siteContent.exhibitionsHeading} exhibitions={exhibitions} />
      </main>
    </>
  );
}
