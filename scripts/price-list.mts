// `npm run build`, after the export: the price list, out/preisliste.pdf, made from the catalogue at
// every build (lib/domain/price-list.ts chooses the works, scripts/price-list/ sets the pages). It is
// always made; content/site.json's linkPriceList says whether the site links it or she only sends it.
// `tsx scripts/price-list.mts [folder]`, out/ by default. A mistake stops with one plain message and
// leaves no list, nor half of one.
import path from 'node:path';
import { SITE_URL } from '@/config/site';
import { formatRun, berlinToday } from '@/lib/domain/dates';
import { PRICE_LIST_FILE, priceListSections } from '@/lib/domain/price-list';
import { absoluteUrl } from '@/lib/domain/site-url';
import { workPath } from '@/lib/domain/works';
import { de } from '@/lib/labels/de';
import { loadArtistTexts } from '@/lib/server/artist-texts';
import { loadWorks } from '@/lib/server/content';
import { writeAtomically } from './files';
import { stopAtContentMistake } from './content-mistake';
import { listText, priceListPdf, type PriceListInput } from './price-list/document';
import { missingCharacters, priceListFonts } from './price-list/fonts';
import { listPicture } from './price-list/pictures';

const publicDir = path.join(process.cwd(), 'public');

async function makePriceList(out: string) {
  const { site } = loadArtistTexts();
  const sections = priceListSections(await loadWorks(publicDir), de);
  const made = new Date();
  const input: PriceListInput = {
    artist: site.name,
    email: site.email,
    siteUrl: SITE_URL,
    date: formatRun(berlinToday(made)),
    made,
    labels: de.priceList,
    sections: await Promise.all(
      sections.map(async (section) => ({
        ...section,
        entries: await Promise.all(
          section.entries.map(async (entry) => ({ ...entry, picture: await listPicture(entry, publicDir), url: absoluteUrl(workPath(entry.slug)) })),
        ),
      })),
    ),
  };
  const text = listText(input);
  const fonts = await priceListFonts(text);
  const missing = missingCharacters(fonts.light, text);
  if (missing.length > 0) console.warn(`Warning: the price list's fonts have no ${missing.map((character) => `"${character}"`).join(', ')}: a blank stands in their place`);
  const pdf = await priceListPdf(input, fonts);
  await writeAtomically(path.join(out, PRICE_LIST_FILE), Buffer.from(pdf));
  const count = sections.reduce((sum, section) => sum + section.entries.length, 0);
  console.log(`price list: ${count} available work${count === 1 ? '' : 's'} in ${sections.length} categor${sections.length === 1 ? 'y' : 'ies'}, ${(pdf.length / 1000).toFixed(1)} KB`);
}

await stopAtContentMistake(() => makePriceList(path.resolve(process.argv[2] ?? 'out')));
