import { useEffect } from 'react';

/**
 * Marks the page (`<html data-hydrated>`) once its scripts have taken it over: from then on a tap
 * does what it says. The end-to-end tests in every engine wait for this, not for React's internals.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
