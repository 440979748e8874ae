// What the shot list (shots.ts) asks of a browser, so that one list serves Chromium, Firefox and WebKit alike.

/** One window at one size. */
export type Tab = {
  goto: (url: string) => Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its value. */
  run: <T>(expression: string) => Promise<T>;
  /** Clicks the element as a pointer would (each driver scrolls it into view first). */
  click: (selector: string) => Promise<void>;
  /** Writes a PNG of the viewport, or of the whole page where the engine can and `fullPage` asks. */
  shoot: (file: string, fullPage?: boolean) => Promise<void>;
  close: () => Promise<void>;
};

export type Engine = {
  name: EngineName;
  /** Whether shoot() can take the whole page; where not, the list shoots the footer scrolled into view instead. */
  fullPage: boolean;
  open: (width: number, height: number) => Promise<Tab>;
  quit: () => Promise<void>;
};

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** Phones render at twice the pixels, as the phones visitors mostly use do. */
export const scaleFor = (width: number) => (width < 768 ? 2 : 1);

/** Phones and tablets: touch screens whose scrollbars float over the page instead of taking its width. */
export const isTouch = (width: number) => width < 1024;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
