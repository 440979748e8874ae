/** @jest-environment node */
import { de } from '@/lib/labels/de';
import { parseContent, siteTextsSchema } from '@/lib/domain/schema';
import type { ArtistTexts } from '@/lib/domain/types';
import { artistTexts } from '@/test/fixtures';
import { composeSiteContent } from './site-content';

// Her name as she might type it, with two spaces: the site still has two words of it.
const artist: ArtistTexts = { ...artistTexts, site: { ...artistTexts.site, name: 'Ilse  Brandauer' } };

describe("the site's words", () => {
  const content = composeSiteContent(artist, de, 'de', 'https://ilse-brandauer.example');

  it("opens the inquiry with the artist's own greeting and leaves the work's title and address to fill", () => {
    expect(content.work.inquiryBody).toBe('Guten Tag Frau Brandauer,\n\nich interessiere mich für Ihr Werk „{title}“:\n{url}\n\n');
  });

  it('names her networks as she writes them, and her name word by word', () => {
    expect(content.social).toEqual({ socialNetwork: 'Facebook', photos: 'Instagram', email: 'E-Mail schreiben' });
    expect(content.nameWords).toEqual(['Ilse', 'Brandauer']);
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
