import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PAPER } from '@/config/colours';
import { RouteTracer } from '@/components/frame/route-tracer';
import { SiteFooter } from '@/components/frame/site-footer';
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
  return (
    <html lang="de" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <a className="skip-link" href="#inhalt">
          {siteContent.skipLink}
        </a>
        {routerTracingEnabled() && <RouteTracer />}
        {children}
        <SiteFooter content={siteContent} />
      </body>
    </html>
  );
}
