import { assetUrl } from './assets';

describe('assetUrl', () => {
  it('resolves content paths against the site root', () => {
    expect(assetUrl('assets/gallery.json', '')).toBe('/assets/gallery.json');
    expect(assetUrl('./assets/gallery.json', '')).toBe('/assets/gallery.json');
  });

  it('puts the base path in front when the site lives under a sub-path', () => {
    expect(assetUrl('./assets/profile.jpg', '/baumbilder')).toBe('/baumbilder/assets/profile.jpg');
  });

  it('leaves absolute URLs alone', () => {
    expect(assetUrl('https://example.org/a.jpg', '/baumbilder')).toBe('https://example.org/a.jpg');
  });
});
