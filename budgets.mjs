// What `/` may cost a visitor, checked against out/ after every build (`npm run test:budgets`,
// part of `npm test`). Sizes are gzip bytes for text and file bytes for pictures.
export const BUDGETS = {
  // All JavaScript the home page loads before it can be used: React and Next's own runtime (what a
  // bare Next page loads, see `npm run bench`) plus at most 25 KB of ours (carousel, viewer, scrolling).
  javascript: 210_000,
  // All stylesheets of the home page.
  css: 30_000,
  // The home page's HTML, with the prerendered content and the data the page hydrates from.
  html: 60_000,
  // Each file of a picture a first view can fetch, by what it is and its format. Browsers that take
  // AVIF (nearly all) get the first column.
  images: {
    background: { avif: 60_000, webp: 100_000, jpg: 120_000 },
    portrait: { avif: 30_000, webp: 45_000, jpg: 60_000 },
    thumbnail: { avif: 25_000, webp: 45_000, jpg: 50_000 },
  },
  // Every font file: WOFF2 only, and all of them together.
  fonts: 40_000,
};
