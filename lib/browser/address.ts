// The address (path and hash) as a small store the viewer can subscribe to. Opening a work puts
// its page's address in place with one new history entry; moving between works replaces it, so
// one Back always closes the viewer. Next's router keeps its own state in these entries, so Back
// and Forward stay on the page and fetch nothing.
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToAddress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

export const currentAddress = () => `${window.location.pathname}${window.location.hash}`;

/** A new history entry at this path (base path included). */
export function pushAddress(path: string): void {
  window.history.pushState(window.history.state, '', path);
  notify();
}

/** The same history entry, at this path (base path included). */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
  notify();
}
