/** @jest-environment node */
import { de } from '@/lib/labels/de';
import { parseContent, siteTextsSchema } from '@/lib/domain/schema';
import type { ArtistTexts } from '@/lib/domain/types';
import { composeSiteContent } from './site-content';

const legal = { title: 'Impressum', description: 'Angaben', sections: [{ heading: 'Kontakt', paragraphs: ['Post'] }] };
const artist: ArtistTexts = {
  site: {
    name: 'Greta  Weide',
    tagline: 'Linien',
    landingDescription: 'Bäume.',
    email: 'greta@example.de',
    inquiryGreeting: 'Liebe Greta,',
    socialNetworkUrl: 'https://social.example.de/greta',
    socialNetworkName: 'Mastodon',
    photoProfileUrl: 'https://pixel.example.de/greta',
    photoProfileName: 'Pixelfed',
    info: { heading: 'über mich', paragraph: 'Text', curriculumLabel: 'Lebenslauf', portraitAlt: 'Porträt' },
    exhibitionsHeading: 'Ausstellungen',
    siteTitle: 'Greta Weide',
    siteDescription: 'Zeichnungen',
    curriculum: 'assets/lebenslauf.pdf',
  },
  imprint: legal,
  privacy: { ...legal, title: 'Datenschutz' },
};

describe("the site's words", () => {
  const content = composeSiteContent(artist, de, 'de', 'https://greta.example');

  it("opens the inquiry with the artist's own greeting and leaves the work's title and address to fill", () => {
    expect(content.work.inquiryBody).toBe('Liebe Greta,\n\nich interessiere mich für Ihr Werk „{title}“:\n{url}\n\n');
  });

  it('names her networks as she writes them, and her name word by word', () => {
    expect(content.social).toEqual({ socialNetwork: 'Mastodon', photos: 'Pixelfed', email: 'E-Mail schreiben' });
    expect(content.nameWords).toEqual(['Greta', 'Weide']);
  });

  it('links the price list only where she says so: left out, the list is hers to send', () => {
    expect(content.priceListLink).toBeNull();
    expect(composeSiteContent({ ...artist, site: { ...artist.site, linkPriceList: false } }, de).priceListLink).toBeNull();
    expect(composeSiteContent({ ...artist, site: { ...artist.site, linkPriceList: true } }, de).priceListLink).toBe('Preisliste (PDF)');
  });

  it('says how to mend a price list setting that is not a switch', () => {
    expect(() => parseContent(siteTextsSchema, { ...artist.site, linkPriceList: 'ja' }, 'content/site.json')).toThrow(
      'content/site.json is not valid:\n  field "linkPriceList": expected a boolean, found the text "ja": write true or false, without quotes',
    );
  });

  it('puts the legal pages at their addresses', () => {
    expect([content.legal.imprint.path, content.legal.privacy.path]).toEqual(['/impressum/', '/datenschutz/']);
  });
});
