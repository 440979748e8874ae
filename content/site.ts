// The artist's own words and links, and every German text a visitor reads.
// Pictures and exhibitions are in public/assets/gallery.json and exhibitions.json.
import type { SiteContent } from '@/lib/types';

export const siteContent: SiteContent = {
  nameWords: ['Hanna', 'Marie', 'Linde'],
  tagline: 'Zeichen und Farbe',
  landingDescription: 'Ich beginne mit einem Strich, einer Farbe, einem Blatt Papier – und am Ende wird daraus meistens ein Baum.',
  email: 'hanna.linde@example.org',
  socialNetworkUrl: 'https://www.facebook.com/hanna.linde.baumbilder',
  photoProfileUrl: 'https://www.instagram.com/hanna.linde.baumbilder',
  info: {
    heading: 'zur bildermacherin',
    paragraph:
      'Mit meiner Abschlussarbeit an der Fachschule für Gestaltung begann 2005 eine Serie, die mich bis heute nicht loslässt: der Baum. ' +
      'Inzwischen sind daraus mehr als 50 Baumzeichnungen geworden, und längst nicht mehr nur mit Bleistift und Tusche – ich male in Öl, ' +
      'Acryl, Aquarell und Pastell. Fast immer beginne ich draußen, vor dem Baum selbst: ein paar schnelle Linien für den Wuchs, das ' +
      'Gewicht der Krone und die Richtung des Windes. Im Atelier wird daraus das eigentliche Bild, manchmal in einem Nachmittag, manchmal ' +
      'über Wochen. Neben den Bildern entstehen Baumobjekte aus Holz, Draht und Papier, in kleinen Serien.',
    curriculumLabel: 'Curriculum herunterladen',
    portraitAlt: 'Porträt der Künstlerin: eine Tuschezeichnung ihres Kopfes im Profil, hinter ihr die Zweige eines Baumes',
  },
  skipLink: 'Zum Inhalt springen',
  gallery: {
    heading: 'Bilder',
    carousel: 'Karussell',
    slide: 'Folie',
    pictureSlide: 'Bild {n} von {total}',
    categorySlide: '{name}, Gruppe {n} von {total}',
    goToSlide: 'Zu Folie {n}',
    previous: 'Zurück blättern',
    next: 'Weiter blättern',
  },
  viewer: {
    label: 'Bild {n} von {total}: {title}',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    close: 'Schließen',
    zoomIn: 'In voller Größe zeigen',
  },
  exhibitionsHeading: 'Austellungen',
  menu: {
    open: 'Menü öffnen',
    close: 'Menü schließen',
    label: 'Hauptmenü',
    entries: { info: 'info', gallery: 'galerie', exhibitions: 'ausstellungen' },
  },
  social: {
    socialNetwork: 'Facebook',
    photos: 'Instagram',
    email: 'E-Mail schreiben',
  },
  notFound: {
    title: 'Diese Seite gibt es nicht',
    text: 'Vielleicht hat sich ein Ast verbogen: Die Adresse, die Sie aufgerufen haben, führt zu keiner Seite.',
    home: 'Zur Startseite',
  },
  categoryPlaceholder: 'category works!',
  siteTitle: 'Hanna Marie Linde – Zeichen und Farbe',
  siteDescription: 'Baumbilder in Tusche, Öl, Acryl, Aquarell und Pastell: Bilder, Lebenslauf und Ausstellungen der Künstlerin Hanna Marie Linde.',
};
