import localFont from 'next/font/local';

// Self-hosted, cut to the characters German needs by `npm run fonts` (tools/subset-fonts.mts):
// the site loads nothing from elsewhere. next/font sizes the fallback fonts to match, so swapping in
// the real font moves nothing, and preloads the faces every page sets words in.
export const displayFont = localFont({
  src: [{ path: './fonts/cormorant-garamond-latin-300-normal.woff2', weight: '300', style: 'normal' }],
  display: 'swap',
  variable: '--font-display',
  fallback: ['Georgia', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

// The titles are set in Cormorant's own italic, not the upright letters slanted by the browser: a
// face of the display font's family, declared apart because only some pages set words in it. Where
// a page's first screen does (a work's title), the build preloads it (scripts/first-screen-css.ts);
// a preload on every page would fetch it for pages that never use it (the imprint). Its fallback
// face, matched to the italic, is in app/globals.scss.
export const displayItalic = localFont({
  src: [{ path: './fonts/cormorant-garamond-latin-300-italic.woff2', weight: '300', style: 'italic' }],
  display: 'swap',
  declarations: [{ prop: 'font-family', value: 'displayFont' }],
  preload: false,
  adjustFontFallback: false,
});

export const textFont = localFont({
  src: [
    { path: './fonts/jost-latin-300-normal.woff2', weight: '300' },
    { path: './fonts/jost-latin-400-normal.woff2', weight: '400' },
  ],
  display: 'swap',
  variable: '--font-text',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});
