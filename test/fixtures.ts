import { siteContent } from '@/content/site';
import type { Exhibition, GalleryCategory } from '@/lib/domain/types';

export const content = siteContent;

export const categories: GalleryCategory[] = [
  {
    name: 'Zeichnungen',
    pictures: Array.from({ length: 6 }, (_, i) => ({
      thumb: `assets/gallery/zeichnungen/baum-${i + 1}-thumb.jpg`,
      url: `assets/gallery/zeichnungen/baum-${i + 1}.jpg`,
      alt: `Tuschezeichnung Baum ${i + 1}`,
    })),
  },
  {
    name: 'Aquarelle',
    pictures: [
      { thumb: 'assets/gallery/aquarelle/ahorn-thumb.jpg', url: 'assets/gallery/aquarelle/ahorn.jpg', alt: 'Aquarell eines Ahorns' },
      { thumb: 'assets/gallery/aquarelle/kastanie-thumb.jpg', url: 'assets/gallery/aquarelle/kastanie.jpg' },
    ],
  },
];

export const exhibitions: Exhibition[] = [
  { year: 2025, description: 'Baumzeichen, Galerie am Markt' },
  { year: 2005, description: 'Abschlussausstellung, Fachschule für Gestaltung' },
];

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}
