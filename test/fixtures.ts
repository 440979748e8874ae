import { de } from '@/lib/labels/de';
import type { ArtistTexts, Exhibition, GalleryCategory, LegalText, SiteImage } from '@/lib/domain/types';
import { composeSiteContent } from '@/lib/server/site-content';

const legalText = (title: string): LegalText => ({ title, description: `${title} der Website`, sections: [{ heading: 'Angaben', paragraphs: ['[Straße und Hausnummer]'] }] });

/** An artist of the tests' own, as she writes her texts (content/site.json, the legal pages): the tests do not read her content/ files. */
export const artistTexts: ArtistTexts = {
  site: {
    name: 'Ilse Brandauer',
    tagline: 'Zeichen und Farbe',
    landingDescription: 'Ich beginne mit einem Strich, und am Ende wird daraus ein Baum.',
    email: 'atelier@example.de',
    inquiryGreeting: 'Guten Tag Frau Brandauer,',
    socialNetworkUrl: 'https://www.facebook.com/baumbilder',
    socialNetworkName: 'Facebook',
    photoProfileUrl: 'https://www.instagram.com/baumbilder',
    photoProfileName: 'Instagram',
    info: { heading: 'zur bildermacherin', paragraph: 'Seit 2005 zeichne ich Bäume.', curriculumLabel: 'Curriculum herunterladen', portraitAlt: 'Porträt der Künstlerin' },
    exhibitionsHeading: 'Ausstellungen',
    siteTitle: 'Ilse Brandauer – Zeichen und Farbe',
    siteDescription: 'Baumbilder in Tusche, Öl und Aquarell.',
    curriculum: 'assets/curriculum.pdf',
  },
  imprint: legalText('Impressum'),
  privacy: legalText('Datenschutz'),
};

/** Her site's words, in the site's German labels. */
export const content = composeSiteContent(artistTexts, de, 'de', 'https://ilse-brandauer.example');

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

/** A show's days, opening and place: what the calendar, the highlight and search engines read of it. */
export const wurzelwerk = {
  title: 'Wurzelwerk',
  from: '2027-03-12',
  to: '2027-04-30',
  opening: '2027-03-12T19:00',
  venue: 'Kunstverein Celle',
  address: 'Schloßplatz 7, 29221 Celle',
} satisfies Exhibition;

/** The same show with a page: its text, its works (two of the gallery's), its opening and its links. */
export const showWithPage: Exhibition = {
  ...wurzelwerk,
  kind: 'Gruppenausstellung',
  url: 'https://kunstverein-celle.example/wurzelwerk',
  text: 'Was unter der Erde wächst.\n\nNeue Zeichnungen.',
  works: ['birke-am-hang', 'eiche'],
};

export const exhibitions: Exhibition[] = [
  { year: 2025, description: 'Baumzeichen, Galerie am Markt' },
  { year: 2005, description: 'Abschlussausstellung, Fachschule für Gestaltung' },
];

/** Her portrait as `npm run pictures` describes it: one made width, no thumbnails. */
export const portrait: SiteImage = {
  width: 800,
  height: 1000,
  placeholder: 'data:image/webp;base64,AA==',
  hash: 'abc',
  image: { base: 'assets/site/portrait.abc', thumbWidths: [], fullWidths: [800] },
};

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}
