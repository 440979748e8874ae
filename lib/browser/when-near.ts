/**
 * Resolves once the element comes within `margin` of the view (an IntersectionObserver's
 * rootMargin), or at once where the browser cannot tell or there is no element.
 */
export function whenNear(element: Element | null, margin: string): Promise<void> {
  return new Promise((resolve) => {
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}

/** Resolves once the address's fragment starts with `prefix`: at once, or when it changes to one. */
export function whenHashStartsWith(prefix: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!window.location.hash.startsWith(prefix)) return false;
      window.removeEventListener('hashchange', check);
      resolve();
      return true;
    };
    if (!check()) window.addEventListener('hashchange', check);
  });
}
