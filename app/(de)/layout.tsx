import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PAPER } from '@/config/colours';
import { SiteFrame } from '@/components/frame/site-frame';
import { siteContent } from '@/lib/server/site-content';
import { siteMetadata } from '@/lib/server/metadata';
import '@/app/globals.scss';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = {
  themeColor: PAPER,
};

/** The German pages' root: their <html lang="de">. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteFrame content={siteContent}>{children}</SiteFrame>;
}
