import localFont from 'next/font/local';

// Self-hosted, cut to the characters German needs by `npm run fonts` (tools/subset-fonts.mts):
// the site loads nothing from elsewhere. next/font preloads them and sizes the fallback fonts to
// match, so swapping in the real font moves nothing.
// The titles are set in Cormorant's own italic, not the upright letters slanted by the browser;
// the fallback is matched to the upright, which most of the words use.
export const displayFont = localFont({
  src: [
    { path: './fonts/cormorant-garamond-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: './fonts/cormorant-garamond-latin-300-italic.woff2', weight: '300', style: 'italic' },
  ],
  display: 'swap',
  variable: '--font-display',
  fallback: ['Georgia', 'serif'],
  adjustFontFallback: 'Times New Roman',
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
