// The page of all works in either language, and its pages of a choice: the available works, and
// each category's. Each page of a choice is the same index, filtered at build.
import type { Metadata } from 'next';
import { WorkIndex } from '@/components/work/work-index';
import type { Choice } from '@/components/work/choice-links';
import { contentFor } from '@/lib/server/site-content';
import { loadWorks } from '@/lib/server/content';
import { openGraphFor, pageAlternates } from '@/lib/server/metadata';
import { translateWorks } from '@/lib/server/translations';
import { absoluteUrl } from '@/lib/domain/site-url';
import { langOfPicture, localePath, type Locale } from '@/lib/domain/locale';
import type { SiteContent } from '@/lib/domain/types';
import { fill } from '@/lib/labels/fill';
import { WORKS_PATH } from '@/lib/domain/works';
import { AVAILABLE_PATH, categoryPath, categorySlug, facetsOf, filterOptions } from '@/lib/domain/work-facets';

type Works = Awaited<ReturnType<typeof loadWorks>>;

/** A page of a choice: the available works, or one category's by its address's name. */
export type ChoiceKey = { available: true } | { category: string };

/** The categories' addresses' names, in her order: for the pages made at build and the sitemap. */
export async function categorySlugs(): Promise<string[]> {
  return [...new Set((await loadWorks()).map(({ picture }) => categorySlug(picture.category)))];
}

/** The works a choice shows, and its title in the page's language. */
function choose(german: Works, shown: Works, key: ChoiceKey, content: SiteContent) {
  const kept = shown.filter((_, index) => ('available' in key ? german[index]!.picture.status === 'verfügbar' : categorySlug(german[index]!.picture.category) === key.category));
  const title = 'available' in key ? content.filters.availablePage : (kept[0]?.picture.category ?? key.category);
  return { works: kept, title };
}

/** The links to every page of a choice, the current one marked. */
function choicesOf(german: Works, shown: Works, content: SiteContent, current?: string): Choice[] {
  const categories = new Map<string, Choice>();
  german.forEach(({ picture }, index) => {
    const path = categoryPath(categorySlug(picture.category));
    const own = shown[index]!.picture;
    if (!categories.has(path)) categories.set(path, { path: localePath(path, content.locale), label: own.category, lang: langOfPicture(own, content, 'category') });
  });
  const all = [{ path: localePath(WORKS_PATH, content.locale), label: content.gallery.allWorks }, { path: localePath(AVAILABLE_PATH, content.locale), label: content.filters.availablePage }, ...categories.values()];
  return all.map((choice) => ({ ...choice, current: choice.path === current }));
}

async function load(locale: Locale) {
  const [content, german] = await Promise.all([contentFor(locale), loadWorks()]);
  return { content, german, shown: translateWorks(german, locale) };
}

function metadataOf(content: SiteContent, path: string, title: string, description: string): Metadata {
  const url = absoluteUrl(localePath(path, content.locale));
  return { title, description, alternates: pageAlternates(path, content), openGraph: { ...openGraphFor(content), title, description, url } };
}

export async function worksMetadata(locale: Locale): Promise<Metadata> {
  const { content, german } = await load(locale);
  const name = content.nameWords.join(' ');
  const title = fill(content.work.pageTitle, { title: content.gallery.allWorks, name });
  return metadataOf(content, WORKS_PATH, title, `${fill(content.gallery.allWorksLink, { total: german.length })}: ${content.siteDescription}`);
}

export async function WorksRoute({ locale }: { locale: Locale }) {
  const { content, german, shown } = await load(locale);
  const facets = german.map(({ picture }) => facetsOf(picture));
  const options = filterOptions(
    german.map(({ picture }, index) => ({ german: picture, shown: shown[index]!.picture, facets: facets[index]! })),
    { priceOnRequest: content.work.priceOnRequest, ...content.filters },
    locale,
  );
  const here = localePath(WORKS_PATH, locale);
  return <WorkIndex works={shown} content={content} choices={choicesOf(german, shown, content, here)} filters={{ facets, options }} />;
}

const pathOf = (key: ChoiceKey) => ('available' in key ? AVAILABLE_PATH : categoryPath(key.category));

export async function choiceMetadata(key: ChoiceKey, locale: Locale): Promise<Metadata> {
  const { content, german, shown } = await load(locale);
  const { works, title } = choose(german, shown, key, content);
  const name = content.nameWords.join(' ');
  return metadataOf(content, pathOf(key), fill(content.work.pageTitle, { title, name }), fill(content.filters.pageDescription, { title, total: works.length, name }));
}

export async function ChoiceRoute({ choice, locale }: { choice: ChoiceKey; locale: Locale }) {
  const { content, german, shown } = await load(locale);
  const { works, title } = choose(german, shown, choice, content);
  return <WorkIndex works={works} content={content} title={title} choices={choicesOf(german, shown, content, localePath(pathOf(choice), locale))} />;
}
