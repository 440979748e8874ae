import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RouteTracer } from '@/components/route-tracer';
import { siteContent } from '@/content/site';
import { routerTracingEnabled } from '@/lib/router-tracing';
import { displayFont, textFont } from './fonts';
import './globals.scss';

export const metadata: Metadata = {
  title: siteContent.siteTitle,
  description: siteContent.siteDescription,
};

export const viewport: Viewport = {
  themeColor: '#f6f2ea',
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
      </body>
    </html>
  );
}
