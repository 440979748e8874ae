// Every German text a visitor reads. The artist's own words, links and legal pages are in
// content/site.json, impressum.json and datenschutz.json (she edits them at /admin/), checked here
// when the build starts; the site's labels are below. Pictures and exhibitions are in public/assets.
import { SITE_URL } from '@/config/site';
import { loadArtistTexts } from '@/lib/server/artist-texts';
import type { SiteContent } from '@/lib/domain/types';

const { site, imprint, privacy } = loadArtistTexts();

export const siteContent: SiteContent = {
  nameWords: site.name.split(/\s+/),
  tagline: site.tagline,
  landingDescription: site.landingDescription,
  email: site.email,
  socialNetworkUrl: site.socialNetworkUrl,
  photoProfileUrl: site.photoProfileUrl,
  curriculum: site.curriculum,
  info: site.info,
  skipLink: 'Zum Inhalt springen',
  gallery: {
    heading: 'Bilder',
    carousel: 'Karussell',
    slide: 'Folie',
    pictureSlide: 'Bild {n} von {total}',
    categorySlide: '{name}, Gruppe {n} von {total}',
    goToSlide: 'Zu Folie {n}',
    categories: 'Kategorien',
    allWorks: 'Alle Bilder',
    allWorksLink: 'Alle {total} Bilder auf einen Blick',
    position: '{first}–{last} von {total}',
    previous: 'Zurück blättern',
    next: 'Weiter blättern',
  },
  viewer: {
    label: 'Bild {n} von {total}: {title}',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    close: 'Schließen',
    zoomIn: 'In voller Größe zeigen',
    unavailable: 'Dieses Bild lässt sich gerade nicht laden.',
  },
  work: {
    pageTitle: '{title} – {name}',
    status: { verfügbar: 'Verfügbar', reserviert: 'Reserviert', verkauft: 'Verkauft', unverkäuflich: 'Nicht verkäuflich' },
    priceOnRequest: 'Preis auf Anfrage',
    inquiry: 'Anfrage zu diesem Werk',
    inquirySubject: 'Anfrage zu „{title}“ ({year})',
    inquiryBody: 'Guten Tag Frau Linde,\n\nich interessiere mich für Ihr Werk „{title}“:\n{url}\n\n',
    share: 'Teilen',
    copied: 'Adresse kopiert',
    previous: 'Vorheriges Werk',
    next: 'Nächstes Werk',
    gallery: 'Zur Galerie',
    copyright: '© {year} {name}',
    movedTitle: '„{title}“ hat eine neue Adresse',
    movedText: 'Das Werk ist jetzt hier zu finden:',
  },
  exhibitionsHeading: site.exhibitionsHeading,
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
  categoryTitle: 'Kategorien',
  siteTitle: site.siteTitle,
  siteDescription: site.siteDescription,
  siteUrl: SITE_URL,
  legal: {
    footerLabel: 'Rechtliches',
    home: 'Zur Startseite',
    imprint: { path: '/impressum/', ...imprint },
    privacy: { path: '/datenschutz/', ...privacy },
  },
};
