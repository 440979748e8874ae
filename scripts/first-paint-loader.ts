// Runs in the visitor's browser, as the inline script that closes every page (scripts/paint-first.ts
// writes it there, compiled by scripts/first-paint-loader-script.ts). It requests what the first paint
// did not wait for: the stylesheets, the fonts, the framework's scripts and the manifest.

/** The <style> that keeps what lies below the first screen out of the layout until the stylesheets have come. */
export const HOLD_ID = 'held-below-fold';

/** What the page requests after its first paint, in this order. */
export type Requests = { stylesheets: string[]; fonts: string[]; chunks: string[]; manifest?: string };

function add(tag: string, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
  return element;
}

/** A function that calls `then` when it has been called `count` times: once each of as many requests has come or failed. */
function afterEach(count: number, then: () => void): () => void {
  let waiting = count;
  return () => {
    if (--waiting === 0) then();
  };
}

/**
 * Once every stylesheet has come (or failed) the hold goes, and an address that names a section below
 * the first screen ('/#exhibitions') is followed again: the browser's own jump came while it was held.
 */
function releaseHold(): void {
  const hold = document.getElementById(HOLD_ID);
  if (!hold) return;
  hold.remove();
  document.querySelector(':target')?.scrollIntoView();
}

/** At most this long the stylesheets wait for a font: as long as a browser hides words waiting for one (CSS Fonts' block period). */
const FONT_WAIT_MS = 3000;

/**
 * The requests themselves. The stylesheets are fetched at once but applied once every font has come
 * or failed (or FONT_WAIT_MS have passed): they bring the faces, so the page is then laid out once in
 * its fonts, not once in the fallbacks and again as each font arrives. They keep Next's
 * `data-precedence`, so React takes them as its own when it hydrates. Where it hydrates before the
 * fonts have come (a font that hangs), React puts them in itself, and these follow as a second copy;
 * a check for that would cost the home page's first round trip its last bytes (budgets.ts).
 */
function request({ stylesheets, fonts, chunks, manifest }: Requests): void {
  const settle = afterEach(stylesheets.length, releaseHold);
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    for (const href of stylesheets) {
      const sheet = add('link', { rel: 'stylesheet', href, 'data-precedence': 'next' });
      sheet.onload = sheet.onerror = settle;
    }
  };
  const fontSettled = afterEach(fonts.length, apply);
  for (const href of stylesheets) add('link', { rel: 'preload', as: 'style', href });
  for (const href of fonts) {
    const font = add('link', { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href });
    font.onload = font.onerror = fontSettled;
  }
  if (fonts.length === 0) apply();
  else setTimeout(apply, FONT_WAIT_MS);
  for (const src of chunks) (add('script', { src }) as HTMLScriptElement).async = true;
  if (manifest) add('link', { rel: 'manifest', href: manifest });
}

/**
 * Requests the rest once the first contentful paint is on screen (its performance entry arrives after
 * the frame is shown). Where paint timing is missing, it waits for the first frame: a
 * requestAnimationFrame callback runs just before it, the task it queues after it.
 */
export function requestAfterFirstPaint(requests: Requests): void {
  const load = () => request(requests);
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(load));
  }
}
