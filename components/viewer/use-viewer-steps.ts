import { useEffect, useRef } from 'react';
import { wrapIndex } from '@/lib/domain/viewer';

type Options = {
  /** The work shown, or null while the viewer is closed. */
  index: number | null;
  /** How many works there are in all. */
  total: number;
  /** How many of them the page has so far. */
  arrived: number;
  onShow: (index: number) => void;
};

/**
 * Next and previous, round all the works. A step to a work that has not arrived yet (previous
 * from the first, while gallery.json is on its way) is kept and taken once it has, instead of
 * going round the first view only.
 */
export type ViewerSteps = { next: () => void; previous: () => void };

export function useViewerSteps({ index, total, arrived, onShow }: Options): ViewerSteps {
  const waitingFor = useRef<number | null>(null);
  const isOpen = index !== null;

  useEffect(() => {
    const target = waitingFor.current;
    if (!isOpen) waitingFor.current = null;
    else if (target !== null && target < arrived) {
      waitingFor.current = null;
      onShow(target);
    }
  }, [isOpen, arrived, onShow]);

  const go = (step: number) => {
    if (index === null) return;
    const target = wrapIndex(index + step, total);
    waitingFor.current = target < arrived ? null : target;
    if (waitingFor.current === null) onShow(target);
  };
  return { next: () => go(1), previous: () => go(-1) };
}
