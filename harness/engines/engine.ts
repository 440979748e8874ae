// One way to drive a browser, the same for Chromium, Firefox and WebKit, so a journey or a shot list
// is written once and runs in all three: Chromium through Playwright, Debian's Firefox ESR through
// puppeteer-core over WebDriver BiDi, and WebKit (Safari's engine) through Debian's WebKitWebDriver.

/** A window's size: phones render at twice the pixels and take touch (scaleFor, isTouch). */
export type Screen = { width: number; height: number };

export const PHONE: Screen = { width: 375, height: 812 };
export const DESKTOP: Screen = { width: 1280, height: 800 };

/** The keys a journey presses, by their DOM names. */
export type Key = 'ArrowRight' | 'ArrowLeft' | 'Escape' | 'Enter' | 'Tab' | 'Home' | 'End' | '+' | '-';

/** One window at one size. */
export type Tab = {
  goto: (url: string) => Promise<void>;
  /**
   * Runs a function in the page with one serialisable argument, or an expression, and returns its
   * (awaited) value. A function is sent as its source: it may use nothing from the test's scope but `arg`.
   */
  evaluate: <T, A = undefined>(fn: string | ((arg: A) => T | Promise<T>), arg?: A) => Promise<T>;
  /** Clicks the element as a pointer would (each driver scrolls it into view first). */
  click: (selector: string) => Promise<void>;
  /** Two clicks at a point of the window, in CSS pixels from its top left. */
  doubleClickAt: (x: number, y: number) => Promise<void>;
  /** Presses and releases a key on whatever has the focus. */
  press: (key: Key) => Promise<void>;
  /** The browser's Back. */
  back: () => Promise<void>;
  /** Sizes the window's viewport. */
  resize: (screen: Screen) => Promise<void>;
  /** Writes a PNG of the viewport, or of the whole page where the engine can and `fullPage` asks. */
  shoot: (file: string, fullPage?: boolean) => Promise<void>;
  close: () => Promise<void>;
};

export type Engine = {
  name: EngineName;
  /** Whether shoot() can take the whole page; where not, the list shoots the footer scrolled into view instead. */
  fullPage: boolean;
  open: (screen: Screen) => Promise<Tab>;
  quit: () => Promise<void>;
};

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** Phones render at twice the pixels, as the phones visitors mostly use do. */
export const scaleFor = (width: number) => (width < 768 ? 2 : 1);

/** Phones and tablets: touch screens whose scrollbars float over the page instead of taking its width. */
export const isTouch = (width: number) => width < 1024;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A function's source, or an expression, as a driver that takes script text runs it: called with its one argument. */
export const callSource = (fn: string | ((arg: never) => unknown)) =>
  typeof fn === 'string' ? `return (${fn});` : `return (${fn.toString()})(arguments[0]);`;
