// The site's two languages: German at '/', English under '/en/'. A language's own name is the
// same on every page ("English" on a German page too), so it lives here, not in a dictionary.

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'de';

type LocaleInfo = {
  /** The language's name in itself, for the switch. */
  name: string;
  /** What its pages' paths begin with: '' for German, '/en' for English. */
  root: string;
  /** Intl's locale for dates and numbers. */
  intl: string;
  /** Open Graph's locale. */
  openGraph: string;
};

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  de: { name: 'Deutsch', root: '', intl: 'de-DE', openGraph: 'de_DE' },
  en: { name: 'English', root: '/en', intl: 'en-GB', openGraph: 'en_GB' },
};

/** The other language. */
export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/** A German path in a language: '/werke/' → '/en/werke/'. */
export const localePath = (path: string, locale: Locale): string => `${LOCALE_INFO[locale].root}${path}`;

/**
 * The same page in the other language, from a path without the base path. Pages only in German
 * (the legal pages, the viewing rooms) have the English home page as their counterpart.
 */
export function counterpartPath(path: string): { locale: Locale; path: string } {
  const english = path === '/en' || path.startsWith('/en/');
  if (english) {
    const german = path.slice(3) || '/';
    return { locale: 'de', path: german };
  }
  return { locale: 'en', path: isGermanOnly(path) ? '/en/' : `/en${path}` };
}

/** The pages only in German: the legal pages (as German law expects), the viewing rooms, the category placeholder, the 404 page. */
export const isGermanOnly = (path: string): boolean => /^\/(impressum|datenschutz|raum|category|_not-found|404)(\/|\.|$)/.test(path);

/** Whether her words at `field` are still German on a page in another language: then they are marked lang="de", for screen readers. */
export const langOf = (content: { locale: Locale; fallback: string[] }, field: string): 'de' | undefined =>
  content.locale !== 'de' && content.fallback.includes(field) ? 'de' : undefined;

/** Whether a work's title (or `field`) is still German on a page in another language. */
export const langOfPicture = (picture: { title?: string; german?: string[] }, content: { locale: Locale }, field: string = picture.title ? 'title' : 'alt'): 'de' | undefined =>
  content.locale !== 'de' && picture.german?.includes(field) ? 'de' : undefined;

/** Whether a work's description as pictureAlt gives it (its alt, else its title, else its category) is still German. */
export const langOfAlt = (picture: { alt?: string; title?: string; german?: string[] }): 'de' | undefined =>
  picture.german?.includes(picture.alt !== undefined ? 'alt' : picture.title !== undefined ? 'title' : 'category') ? 'de' : undefined;

/** Whether a category's name is still German: set only in another language's gallery. */
export const langOfCategory = (category: { german?: boolean }): 'de' | undefined => (category.german ? 'de' : undefined);

/** Whether an exhibition's `field` is still German on a page in another language. */
export const langOfExhibition = (exhibition: { german?: string[] }, field: string, content: { locale: Locale }): 'de' | undefined =>
  content.locale !== 'de' && exhibition.german?.includes(field) ? 'de' : undefined;
