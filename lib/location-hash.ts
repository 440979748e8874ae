// The address's hash as a small store the viewer can subscribe to. Opening a picture adds one
// history entry; moving between pictures replaces it, so one Back always closes the viewer.
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToHash(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

export const currentHash = () => window.location.hash;

const withoutHash = () => `${window.location.pathname}${window.location.search}`;

/** A new history entry with this hash. */
export function pushHash(hash: string): void {
  window.history.pushState(window.history.state, '', `${withoutHash()}${hash}`);
  notify();
}

/** The same history entry, with this hash, or with none. */
export function replaceHash(hash: string | null): void {
  window.history.replaceState(window.history.state, '', `${withoutHash()}${hash ?? ''}`);
  notify();
}
