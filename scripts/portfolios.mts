// `npm run build`, after the price list: each portfolio of content/portfolios/ as a PDF at its
// unlisted address, out/mappe/<key>/portfolio.pdf (lib/domain/portfolios.ts), for the artist to
// send; the build prints each address. Unlisted like a room (docs/decisions/rooms-by-key.md): no
// page links it, out/_headers says noindex for /mappe/, and this step stops where any other file
// of the export names a key. Every PDF is made before any is written: a mistake leaves none.
// `tsx scripts/portfolios.mts [folder]`, out/ by default.
import { existsSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '@/config/site';
import { PORTFOLIO_FILE, portfolioPath, PORTFOLIOS_PATH, PRINT_DPI, workCaption } from '@/lib/domain/portfolios';
import { absoluteUrl } from '@/lib/domain/site-url';
import { de } from '@/lib/labels/de';
import { en } from '@/lib/labels/en';
import { fill } from '@/lib/labels/fill';
import type { SiteTexts } from '@/lib/domain/types';
import { loadArtistTexts } from '@/lib/server/artist-texts';
import { loadPortfolios, loadWorks, type Portfolio, type Work } from '@/lib/server/content';
import { findOriginals } from '@/lib/server/originals';
import { sourcesByAddress, translateWorks } from '@/lib/server/translations';
import { annotate } from './annotate';
import { stopAtContentMistake } from './content-mistake';
import { writeAtomically } from './files';
import { readCurriculum } from './portfolio/curriculum';
import { portfolioPdf, portfolioText } from './portfolio/document';
import { pictureSource, printPicture, type PictureSource } from './portfolio/pictures';
import { missingCharacters, priceListFonts } from './price-list/fonts';
import { giveawayMessage, giveaways } from './unlisted-keys';

const root = process.cwd();
const publicDir = path.join(root, 'public');
const contentDir = path.join(root, 'content');
const LABELS = { de, en } as const;

/** What every portfolio is made from: her texts, the works in each language, and where each work's original is. */
type Catalogue = { works: Record<'de' | 'en', Work[]>; sources: Map<string, string>; originals: Map<string, { file: string; name: string }> };

async function readCatalogue(): Promise<Catalogue> {
  const works = await loadWorks(publicDir);
  const originals = new Map<string, { file: string; name: string }>();
  if (existsSync(path.join(contentDir, 'pictures'))) {
    for (const category of (await findOriginals(contentDir)).categories) for (const { source, file, name } of category.originals) originals.set(source, { file, name });
  }
  return { works: { de: works, en: translateWorks(works, 'en', root) }, sources: sourcesByAddress(publicDir), originals };
}

/** A work printed below 300 dpi: where its picture comes from, what it reaches, and the portfolios it is in. */
type Soft = { source: PictureSource; dpi: number; portfolios: Set<string> };

async function makePortfolio(portfolio: Portfolio, site: SiteTexts, catalogue: Catalogue, soft: Map<string, Soft>) {
  const language = portfolio.language ?? 'de';
  const labels = LABELS[language];
  const bySlug = new Map(catalogue.works[language].map((work) => [work.slug, work]));
  const works = await Promise.all(
    portfolio.works.map(async (slug, index) => {
      const { picture } = bySlug.get(slug)!;
      const source = pictureSource(catalogue.sources.get(slug), catalogue.originals, picture.url, publicDir, `${portfolio.file}, works entry ${index + 1} ("${slug}")`);
      const printed = await printPicture(source);
      if (printed.dpi < PRINT_DPI) {
        const known = soft.get(source.name) ?? { source, dpi: printed.dpi, portfolios: new Set<string>() };
        soft.set(source.name, known);
        known.portfolios.add(portfolio.file);
      }
      return { caption: workCaption(picture, portfolio.prices ?? false, { ...labels.work, untitled: labels.portfolio.untitled, locale: language }), picture: printed };
    }),
  );
  const input = {
    artist: site.name,
    email: site.email,
    siteUrl: SITE_URL,
    title: portfolio.title,
    recipient: portfolio.recipient,
    text: portfolio.text,
    language,
    made: new Date(),
    labels: labels.portfolio,
    works,
    curriculum: await readCurriculum(site.curriculum, publicDir, portfolio.file),
  };
  const text = portfolioText(input);
  const fonts = await priceListFonts(text);
  const missing = missingCharacters(fonts.light, text);
  if (missing.length > 0) annotate('warning', portfolio.file, `${portfolio.file}: the site's fonts have no ${missing.map((character) => `"${character}"`).join(', ')}: a blank stands in their place`);
  return portfolioPdf(input, fonts);
}

/** One notice for every work whose picture prints below 300 dpi, with what would mend it. */
function softNotice(soft: Map<string, Soft>) {
  if (soft.size === 0) return;
  const lines = [...soft.values()].map(({ source, dpi, portfolios }) => `  ${source.name}: ${dpi} dpi${source.original ? '' : ' (its original was not found: the site\'s picture is used)'}, in ${[...portfolios].join(', ')}`);
  annotate('notice', 'content/portfolios', `these works print below ${PRINT_DPI} dpi at their size in a portfolio, as their pictures have too few pixels (a photo of 3000 px or more on the long side reaches it):\n${lines.join('\n')}`);
}

async function makePortfolios(out: string) {
  const portfolios = await loadPortfolios(contentDir, publicDir);
  if (portfolios.length === 0) {
    console.log('portfolios: none');
    return;
  }
  const { site } = loadArtistTexts(contentDir);
  const catalogue = await readCatalogue();
  const soft = new Map<string, Soft>();
  const made = [];
  for (const portfolio of portfolios) made.push({ portfolio, ...(await makePortfolio(portfolio, site, catalogue, soft)) });
  const found = await giveaways(out, portfolios, portfolioPath);
  if (found.length > 0) {
    console.error(giveawayMessage('portfolio', found));
    process.exitCode = 1;
    return;
  }
  for (const { portfolio, pdf } of made) await writeAtomically(path.join(out, portfolioPath(portfolio.key)), Buffer.from(pdf));
  // A host that lists a folder without an index.html would list every key.
  await copyFile(path.join(out, '404.html'), path.join(out, PORTFOLIOS_PATH, 'index.html'));
  softNotice(soft);
  const described = made.map(
    ({ portfolio, pdf, pages }) =>
      `  ${portfolio.title}, ${fill(LABELS[portfolio.language ?? 'de'].portfolio.recipient, { recipient: portfolio.recipient })} (${portfolio.file}): ${portfolio.works.length} work${portfolio.works.length === 1 ? '' : 's'}, ${pages} pages, ${(pdf.length / 1_000_000).toFixed(1)} MB:\n    ${absoluteUrl(portfolioPath(portfolio.key))}`,
  );
  console.log(`portfolios (${PORTFOLIO_FILE}): unlisted, not locked; anyone with the address can download the portfolio:\n${described.join('\n')}`);
}

await stopAtContentMistake(() => makePortfolios(path.resolve(process.argv[2] ?? 'out')));
