import localFont from 'next/font/local';

// Self-hosted from @fontsource (Latin subset, which covers German): the site loads nothing from elsewhere.
export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff2', weight: '300' },
    { path: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', weight: '500' },
  ],
  display: 'swap',
  variable: '--font-display',
  fallback: ['Georgia', 'serif'],
});

export const textFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/jost/files/jost-latin-300-normal.woff2', weight: '300' },
    { path: '../node_modules/@fontsource/jost/files/jost-latin-400-normal.woff2', weight: '400' },
  ],
  display: 'swap',
  variable: '--font-text',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});
