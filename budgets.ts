// What `/` and each work's page may cost a visitor, checked against out/ after every build (`npm run test:budgets`,
// part of `npm test`). Sizes are gzip bytes for text and file bytes for pictures.
export const BUDGETS = {
  // The scripts the home page loads before it can be used (named in its tags and its chunk loader):
  // what a bare Next page loads, measured the same way, plus at most 20 KB of ours (issue #29). The
  // carousel's code comes when the gallery nears, the content schemas with the refresh, the viewer
  // with the first work opened. Current figures: docs/performance.md.
  javascript: 189_000,
  // All stylesheets of the home page.
  css: 30_000,
  // The home page's HTML, with the prerendered content and the data the page hydrates from.
  html: 60_000,
  // The home page's HTML as a host sends it (Brotli, as scripts/serve.mts and most hosts do): it carries
  // its first screen's rules, and paints when it has come (scripts/paint-first.ts), so it must arrive
  // in the first round trip, TCP's first 10 segments (14,600 bytes), beside the host's headers
  // (about 600 bytes).
  firstRoundTrip: 14_000,
  // Each file of a picture a first view can fetch, by what it is and its format. Browsers that take
  // AVIF (nearly all) get the first column.
  images: {
    // Bare paper needs a finer encoding to stay free of squares (scripts/pictures/settings.ts PAPER_QUALITY):
    // 51.8 / 80.0 / 89.9 KB at 2400 px on the seed.
    background: { avif: 55_000, webp: 85_000, jpg: 95_000 },
    portrait: { avif: 30_000, webp: 45_000, jpg: 60_000 },
    thumbnail: { avif: 25_000, webp: 45_000, jpg: 50_000 },
    // The full sizes a desktop slide takes on a 2× screen (800 px up to 1440 px wide, 1600 px beyond;
    // the 2400 px file is the viewer's zoom). Largest on the seed: 75.1 / 139.8 / 171.2 KB at 1600 px.
    slide: { avif: 80_000, webp: 150_000, jpg: 180_000 },
    // What a messenger or search result fetches for a shared work page.
    share: { jpg: 120_000 },
  },
  // A work's own page (/werke/<slug>/): the same scripts and less markup, as shared links open it;
  // its HTML carries the drawing to scale (components/work/true-size.tsx), written twice by Next.
  workPage: { javascript: 187_000, css: 30_000, html: 12_500 },
  // The page of all works (/werke/) and its pages of a choice: the home page's scripts at most (the bare
  // page + 20 KB, the filters' island among them), and markup for every work's tile.
  worksPage: { javascript: 189_000, css: 30_000, html: 40_000 },
  // A private viewing room (/raum/<key>/): the same scripts, and a few works large.
  roomPage: { javascript: 184_000, css: 30_000, html: 20_000 },
  // Every font file: WOFF2 only, and all of them together. Cormorant twice (upright, and the italic
  // the titles are set in), Jost in two weights.
  fonts: 47_000,
};
