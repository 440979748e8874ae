import type { ReactNode } from 'react';
import type { SiteContent } from '@/lib/domain/types';
import { routerTracingEnabled } from '@/lib/browser/router-tracing';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { displayFont, textFont } from './fonts';
import { MenuView } from './menu-view';
import { navigationContent, NavigationView } from './navigation-view';
import { RouteTracer } from './route-tracer';
import { SiteFooter } from './site-footer';
import { SiteNavigation } from './site-navigation';

type Props = {
  content: SiteContent;
  children: ReactNode;
  /** The page's path where the address does not say it (the 404 page), for the language switch. */
  path?: string;
};

/** One frame for every page, in the page's language: the side bar, its menu, and the footer. */
export function SiteFrame({ content, children, path }: Props) {
  const navigation = navigationContent(content, path);
  return (
    <html lang={content.locale} className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <a className="skip-link" href="#inhalt">
          {content.skipLink}
        </a>
        {routerTracingEnabled() && <RouteTracer />}
        <IslandBoundary name="navigation" fallback={<NavigationView content={navigation} menu={<MenuView content={navigation} />} />}>
          <SiteNavigation content={navigation} />
        </IslandBoundary>
        {children}
        <SiteFooter content={content} path={path} />
      </body>
    </html>
  );
}
