// The site's own words in German: buttons, screen-reader names, page titles, the 404 page. What the
// artist says (her name, texts, links, the legal pages) is her content, in content/*.json.
// '{name}' style places are filled by fill() (lib/labels/fill.ts).
export const de = {
  skipLink: 'Zum Inhalt springen',
  /** What she is, for search engines (schema.org jobTitle). */
  jobTitle: 'Bildende Künstlerin',
  gallery: {
    heading: 'Bilder',
    carousel: 'Karussell',
    slide: 'Folie',
    pictureSlide: 'Bild {n} von {total}',
    categorySlide: '{name}, Gruppe {n} von {total}',
    goToSlide: 'Zu Folie {n}',
    /** The desktop carousel's jumps to the first picture of each category. */
    categories: 'Kategorien',
    /** The heading of the page of all works. */
    allWorks: 'Alle Bilder',
    /** The link to the page of all works below the carousel. */
    allWorksLink: 'Alle {total} Bilder auf einen Blick',
    /** Which pictures the desktop carousel shows. */
    position: '{first}–{last} von {total}',
    previous: 'Zurück blättern',
    next: 'Weiter blättern',
    /** After a work's name in a tile, for screen readers: what its red dot shows (components/ui/availability-dot.tsx). */
    spokenFor: { reserviert: '(reserviert)', verkauft: '(verkauft)' },
  },
  /** Finding works on the page of all works (components/work/work-filters.tsx) and its pages of a choice. */
  filters: {
    form: 'Bilder finden',
    filter: 'Auswahl',
    /** The button that unfolds the choice on a phone, with how many filters are chosen. */
    fold: 'Filter',
    foldCount: 'Filter ({count})',
    category: 'Reihe',
    allCategories: 'Alle Reihen',
    available: 'Nur verfügbare',
    technique: 'Technik',
    allTechniques: 'Alle Techniken',
    yearFrom: 'Jahr von',
    yearTo: 'Jahr bis',
    anyYear: 'Jedes',
    /** The sizes' bounds are those of the long side (lib/domain/work-facets.ts SIZE_BOUNDS). */
    size: 'Größe',
    anySize: 'Jede Größe',
    sizes: { klein: 'Klein, unter 40 cm', mittel: 'Mittel, 40–100 cm', gross: 'Groß, über 100 cm' },
    price: 'Preis',
    anyPrice: 'Jeder Preis',
    /** A price band: '{from}' and '{to}' are prices as written on the site. */
    priceUpTo: 'bis {to}',
    priceBetween: '{from} bis {to}',
    priceFrom: 'über {from}',
    sort: 'Reihenfolge',
    sorts: { eigen: 'Ihre Reihenfolge', neu: 'Neueste zuerst', preis: 'Preis aufsteigend' },
    /** How many works the choice shows. */
    count: '{shown} von {total} Werken',
    empty: 'Zu dieser Auswahl gibt es leider kein Bild.',
    clear: 'Auswahl aufheben',
    /** The links to the pages of a choice, readable without JavaScript. */
    pages: 'Bilder nach Auswahl',
    availablePage: 'Verfügbare Bilder',
    /** The description of a page of a choice for search engines. */
    pageDescription: '{title}: {total} Bilder von {name}',
  },
  viewer: {
    label: 'Bild {n} von {total}: {title}',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    close: 'Schließen',
    zoomIn: 'In voller Größe zeigen',
    /** Said in place of a picture whose file does not load. */
    unavailable: 'Dieses Bild lässt sich gerade nicht laden.',
  },
  work: {
    /** The work page's title. */
    pageTitle: '{title} – {name}',
    /** Ends the work page's description for search engines. */
    byArtist: 'Ein Werk von {name}.',
    status: { verfügbar: 'Verfügbar', reserviert: 'Reserviert', verkauft: 'Verkauft', unverkäuflich: 'Nicht verkäuflich' },
    priceOnRequest: 'Preis auf Anfrage',
    inquiry: 'Anfrage zu diesem Werk',
    /** The inquiry e-mail's subject; without a year, its brackets are left out. */
    inquirySubject: 'Anfrage zu „{title}“ ({year})',
    /** The inquiry e-mail's body: '{greeting}' is the artist's own (content/site.json), '{url}' the work's address. */
    inquiryBody: '{greeting}\n\nich interessiere mich für Ihr Werk „{title}“:\n{url}\n\n',
    /** A work spoken for is asked after as galleries do: whether it comes free again, or for one like it. */
    inquiryWhenSpokenFor: {
      reserviert: {
        inquiry: 'Fragen, ob es frei wird',
        inquirySubject: 'Reserviert: „{title}“ ({year})',
        inquiryBody: '{greeting}\n\nIhr Werk „{title}“ ist reserviert. Bitte sagen Sie mir Bescheid, falls es wieder frei wird:\n{url}\n\n',
      },
      verkauft: {
        inquiry: 'Nach ähnlichen Werken fragen',
        inquirySubject: 'Ähnliche Werke wie „{title}“ ({year})',
        inquiryBody: '{greeting}\n\nIhr Werk „{title}“ ist schon verkauft. Gibt es ähnliche Werke, oder nehmen Sie Aufträge an?\n{url}\n\n',
      },
    },
    share: 'Teilen',
    /** Prints the work's page as a tear sheet. */
    print: 'Drucken',
    /** Shown after the address was copied, where there is no share sheet. */
    copied: 'Adresse kopiert',
    previous: 'Vorheriges Werk',
    next: 'Nächstes Werk',
    /** Back to the gallery on the home page. */
    gallery: 'Zur Galerie',
    /** The rights note search engines show beside the picture. */
    copyright: '© {year} {name}',
    /** The title of a work's old address, after its folder was renamed. */
    movedTitle: '„{title}“ hat eine neue Adresse',
    /** Said before the link to the work's new address. */
    movedText: 'Das Werk ist jetzt hier zu finden:',
  },
  /** A work drawn to scale on its page, on a wall above a sideboard beside a person (components/work/true-size.tsx). */
  trueSize: {
    /** For screen readers: '{size}' is one of the two below, '{person}' the person's height ('1,65 m'). */
    label: 'So groß ist das Werk: {size}, an der Wand über einem Sideboard, neben einer {person} großen Person',
    rectangle: '{width} breit und {height} hoch',
    round: 'rund, {diameter} im Durchmesser',
  },
  exhibitions: {
    /** The exhibition page's title. */
    pageTitle: '{title} – {name}',
    /** Its description for search engines. */
    pageDescription: '{title}: {dates}, {venue}. Eine Ausstellung mit Werken von {name}.',
    /** The opening's day and time: '{date}' is 'Freitag, 12. März 2027', '{time}' '19:00'. */
    openingTime: '{date}, {time} Uhr',
    opening: 'Eröffnung',
    dates: 'Dauer',
    venue: 'Ort',
    /** The link to the venue's or the exhibition's own page elsewhere. */
    website: 'Zur Website',
    works: 'Gezeigte Werke',
    /** Back from an exhibition's page to the list on the home page. */
    back: 'Zu den Ausstellungen',
    /** On a work's page: the exhibitions that showed it. */
    shownIn: 'Ausgestellt',
    /** The home page's highlight, for screen readers. */
    highlight: 'Ausstellungen jetzt und demnächst',
    /** Above each show of the highlight, by its phase. */
    now: 'Jetzt zu sehen',
    next: 'Demnächst',
    /** The list's groups. */
    groups: { upcoming: 'Demnächst', current: 'Jetzt zu sehen', past: 'Vergangene Ausstellungen' },
    /** The link from the highlight and the list to an exhibition's page. */
    more: 'Mehr zur Ausstellung',
    calendar: 'In den Kalender',
    /** The opening's entry in the calendar file. */
    openingSummary: 'Eröffnung: {title}',
    /** An old address of an exhibition whose title or year was corrected. */
    movedTitle: '„{title}“ hat eine neue Adresse',
    movedText: 'Die Ausstellung ist jetzt hier zu finden:',
    /** Beside a show's calendar file: the calendar of all shows on or to come, to subscribe to (webcal://). */
    subscribe: 'Kalender aller Ausstellungen abonnieren',
    /** That calendar's name in a calendar app. */
    allCalendar: 'Ausstellungen – {name}',
    /** Above an exhibition's text on a page in another language, where she has not translated it yet. */
    textInGerman: '',
  },
  rooms: {
    /** A room's page title: '{title}' is the room's own ('Für Familie Berger'). */
    pageTitle: '{title} – {name}',
    /** What a messenger's card of the link says beneath the title. */
    pageDescription: 'Eine Auswahl von Werken von {name}.',
    /** Above the room's title. */
    kind: 'Eine Auswahl für Sie',
    /** Below the note: '{date}' is its last day, '30. Juni 2027'. */
    openUntil: 'Zu sehen bis zum {date}',
    /** The works, for screen readers. */
    works: 'Die ausgewählten Werke',
    /** After its last day, in place of the note and the works. */
    closed: 'Diese Auswahl war bis zum {date} zu sehen und ist nun geschlossen. Danke, dass Sie vorbeischauen!',
    /** Beneath it, before the e-mail link. */
    closedAsk: 'Möchten Sie die Werke noch einmal sehen, oder andere? Schreiben Sie mir gern.',
    /** The e-mail link's name. */
    closedWrite: 'E-Mail schreiben',
  },
  menu: {
    open: 'Menü öffnen',
    close: 'Menü schließen',
    label: 'Hauptmenü',
    entries: { info: 'info', gallery: 'galerie', works: 'alle werke', exhibitions: 'ausstellungen' },
  },
  /** The e-mail link's name beside the artist's address. */
  emailLink: 'E-Mail schreiben',
  notFound: {
    title: 'Diese Seite gibt es nicht',
    text: 'Vielleicht hat sich ein Ast verbogen: Die Adresse, die Sie aufgerufen haben, führt zu keiner Seite.',
    home: 'Zur Startseite',
  },
  /** SPEC's category view says only this. */
  categoryPlaceholder: 'category works!',
  categoryTitle: 'Kategorien',
  priceList: {
    /** The link beside the CV, where the artist publishes the list (content/site.json, linkPriceList). */
    link: 'Preisliste (PDF)',
    /** The PDF's title, after her name. */
    title: 'Preisliste',
    /** Under her name: the day the list was made, '24. November 2026'. */
    date: 'Preisliste, Stand: {date}',
    /** A category's heading again, at the top of the page it runs on to. */
    continued: '{category} (Fortsetzung)',
    /** A work without a title. */
    untitled: 'Ohne Titel',
    /** Where no work is available. */
    none: 'Zurzeit ist kein Werk verfügbar.',
    page: 'Seite {n} von {total}',
  },
  portfolio: {
    /** The PDF's title in a viewer's window, after her name and the portfolio's title. */
    kind: 'Mappe',
    /** On the cover, under the title: '{recipient}' is whom it is for. */
    recipient: 'für {recipient}',
    /** At each page's foot. */
    page: 'Seite {n} von {total}',
    /** A work without a title. */
    untitled: 'Ohne Titel',
  },
  legal: {
    footerLabel: 'Rechtliches',
    /** Beside the legal pages' links on pages in another language: they are in German only. */
    inGerman: '',
  },
};

/** The shape every language's dictionary has. */
export type Labels = typeof de;
