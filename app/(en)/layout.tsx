import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PAPER } from '@/config/colours';
import { SiteFrame } from '@/components/frame/site-frame';
import { englishSiteContent } from '@/lib/server/site-content';
import { localeMetadata } from '@/lib/server/metadata';
import '@/app/globals.scss';

export async function generateMetadata(): Promise<Metadata> {
  return localeMetadata(await englishSiteContent());
}

export const viewport: Viewport = {
  themeColor: PAPER,
};

/** The English pages' root, under /en/: their <html lang="en">. */
export default async function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteFrame content={await englishSiteContent()}>{children}</SiteFrame>;
}
