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
    categories: 'Kategorien',
    allWorks: 'Alle Bilder',
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
  // Set SITE_URL when building to publish under another address (see README).
  siteUrl: process.env.SITE_URL ?? 'https://hanna-linde.example',
  legal: {
    footerLabel: 'Rechtliches',
    home: 'Zur Startseite',
    imprint: {
      path: '/impressum/',
      title: 'Impressum',
      description: 'Impressum der Website von Hanna Marie Linde: Anbieterin und Kontakt.',
      sections: [
        {
          heading: 'Angaben gemäß § 5 DDG',
          paragraphs: ['Hanna Marie Linde', '[Straße und Hausnummer]', '[Postleitzahl und Ort]', 'Deutschland'],
        },
        {
          heading: 'Kontakt',
          paragraphs: ['E-Mail: hanna.linde@example.org', '[Telefon, falls gewünscht]'],
        },
        {
          heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
          paragraphs: ['Hanna Marie Linde, Anschrift wie oben'],
        },
        {
          heading: 'Urheberrecht',
          paragraphs: [
            'Alle Bilder und Texte auf dieser Website sind von Hanna Marie Linde und urheberrechtlich geschützt. Wer sie verwenden möchte, fragt bitte vorher per E-Mail.',
          ],
        },
      ],
    },
    privacy: {
      path: '/datenschutz/',
      title: 'Datenschutz',
      description: 'Datenschutzerklärung der Website von Hanna Marie Linde: keine Cookies, kein Tracking, keine Anfragen an andere Anbieter.',
      sections: [
        {
          heading: 'Kurz gesagt',
          paragraphs: [
            'Diese Website setzt keine Cookies, verfolgt niemanden und lädt nichts von anderen Anbietern: keine Schriften, keine Skripte, keine Statistik, keine eingebetteten Inhalte. Alles, was Ihr Browser anzeigt, kommt von diesem Server.',
          ],
        },
        {
          heading: 'Verantwortliche',
          paragraphs: ['Hanna Marie Linde, [Anschrift], hanna.linde@example.org'],
        },
        {
          heading: 'Was beim Aufruf gespeichert wird',
          paragraphs: [
            'Wie jeder Webserver erhält der Server, der diese Seiten ausliefert, mit jeder Anfrage technisch notwendige Angaben: die IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse und die Kennung des Browsers. [Name und Anschrift des Hosting-Anbieters] speichert sie in Protokolldateien für [Dauer, zum Beispiel 7 Tage], um den Betrieb zu sichern und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO), und löscht sie danach.',
          ],
        },
        {
          heading: 'Links zu anderen Seiten',
          paragraphs: [
            'Die Links zu Facebook und Instagram sind einfache Links: Erst wenn Sie einem folgen, erfährt der jeweilige Anbieter von Ihrem Besuch dort. Für E-Mails an die Künstlerin gilt: Ihre Nachricht und Adresse werden nur zur Antwort verwendet.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten, auf Widerspruch und auf Datenübertragbarkeit, und Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
          ],
        },
      ],
    },
  },
};
