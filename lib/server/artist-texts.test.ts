/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { artistTexts } from '@/test/fixtures';
import { loadArtistTexts } from './artist-texts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'translations-'));
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(artistTexts.site));
  writeFileSync(path.join(dir, 'impressum.json'), JSON.stringify(artistTexts.imprint));
  writeFileSync(path.join(dir, 'datenschutz.json'), JSON.stringify(artistTexts.privacy));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('her texts in English (content/site.en.json)', () => {
  it('take the place of the German words she translated; the rest stay German and are named so', () => {
    writeFileSync(path.join(dir, 'site.en.json'), JSON.stringify({ tagline: 'Signs and colour', info: { heading: 'about the picture maker' } }));
    const texts = loadArtistTexts(dir, 'en');
    expect(texts.site).toMatchObject({
      tagline: 'Signs and colour',
      landingDescription: 'Ich beginne mit einem Strich, und am Ende wird daraus ein Baum.',
      info: { heading: 'about the picture maker', paragraph: 'Seit 2005 zeichne ich Bäume.' },
    });
    expect(texts.fallback).toEqual(expect.arrayContaining(['landingDescription', 'info.paragraph', 'info.portraitAlt']));
    expect(texts.fallback).not.toContain('tagline');
    expect(texts.fallback).not.toContain('info.heading');
  });

  it('without the file, are all German, each named as untranslated; the German pages read only the German file', () => {
    expect(loadArtistTexts(dir, 'en').fallback).toHaveLength(10);
    writeFileSync(path.join(dir, 'site.en.json'), '{ "name": "Not read" }');
    expect(loadArtistTexts(dir, 'de').site.name).toBe('Ilse Brandauer');
  });

  it('stop the build with one plain message naming the file and the field, for a field it cannot hold or of the wrong kind', () => {
    writeFileSync(path.join(dir, 'site.en.json'), JSON.stringify({ email: 'atelier@example.com' }));
    expect(() => loadArtistTexts(dir, 'en')).toThrow('content/site.en.json is not valid:\n  the whole file: expected no field named "email" (a typing mistake?)');
    writeFileSync(path.join(dir, 'site.en.json'), JSON.stringify({ info: { paragraph: 3 } }));
    expect(() => loadArtistTexts(dir, 'en')).toThrow('content/site.en.json is not valid:\n  field "paragraph": expected a string, found the number 3: write it as a text, in "double quotes"');
  });
});
