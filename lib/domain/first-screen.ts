// What stands on a page's first screen, marked by the component that draws it: the build writes that
// part's rules into the page, so it paints with the HTML alone, and holds back what follows it on the
// page until the stylesheets have come (scripts/paint-first.ts). A page with no mark is a first screen whole.

/** The attribute's name, as the build looks for it in the exported HTML. */
export const FIRST_SCREEN = 'data-first-screen';

/** Spread onto the element that fills the first screen: `<section {...firstScreen}>`. */
export const firstScreen = { [FIRST_SCREEN]: '' } as const;
