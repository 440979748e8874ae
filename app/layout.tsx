import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PAPER } from '@/config/colours';
import { RouteTracer } from '@/components/frame/route-tracer';
import { MenuView } from '@/components/frame/menu-view';
import { navigationContent, NavigationView } from '@/components/frame/navigation-view';
import { SiteFooter } from '@/components/frame/site-footer';
import { SiteNavigation } from '@/components/frame/site-navigation';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { siteContent } from '@/lib/server/site-content';
import { siteMetadata } from '@/lib/server/metadata';
import { routerTracingEnabled } from '@/lib/browser/router-tracing';
import { displayFont, textFont } from './fonts';
import './globals.scss';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: PAPER,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const navigation = navigationContent(siteContent);
  return (
    <html lang="de" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <a className="skip-link" href="#inhalt">
          {siteContent.skipLink}
        </a>
        {routerTracingEnabled() && <RouteTracer />}
        {/* One frame for every page: the side bar, its menu, and the footer. */}
        <IslandBoundary name="navigation" fallback={<NavigationView content={navigation} menu={<MenuView content={navigation} />} />}>
          <SiteNavigation content={navigation} />
        </IslandBoundary>
        {children}
        <SiteFooter content={siteContent} />
      </body>
    </html>
  );
}
