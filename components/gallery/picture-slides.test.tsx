import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { flattenPictures } from '@/lib/domain/gallery';
import { categories, content } from '@/test/fixtures';
import { PictureSlides } from './picture-slides';

/** A carousel showing slides 1 to 3 of 8, which a scroll can move on. */
function carouselApi() {
  const handlers: Record<string, (() => void)[]> = {};
  const api = {
    inView: [0, 1, 2],
    slidesInView: () => api.inView,
    slideNodes: () => [],
    canScrollPrev: () => api.inView[0] !== 0,
    canScrollNext: () => true,
    scrollTo: jest.fn(),
    on: (event: string, handler: () => void) => ((handlers[event] ??= []).push(handler), api),
    off: () => api,
    scrolled: (inView: number[]) => {
      api.inView = inView;
      handlers.slidesInView?.forEach((handler) => handler());
    },
  };
  return api;
}

const pictures = flattenPictures(categories);
const draw = (api: unknown) => (
  <PictureSlides
    prerendering={false}
    viewportRef={() => {}}
    api={api as UseEmblaCarouselType[1]}
    labels={content.gallery}
    categories={categories}
    pictures={pictures}
    total={pictures.length}
    complete
    thumbnail={(picture, _fit, tabbable) => (
      <a key={picture.index} href={`/werke/${picture.index}/`} tabIndex={tabbable ? undefined : -1}>
        {picture.alt ?? `Bild ${picture.index + 1}`}
      </a>
    )}
  />
);

const tabThrough = async () => {
  const reached: string[] = [];
  for (let step = 0; step < 6; step++) {
    await userEvent.tab();
    reached.push(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '');
  }
  return reached;
};

describe('picture slides', () => {
  it('lets Tab reach the pictures in view, then the controls, and the next pictures once the carousel shows them', async () => {
    const api = carouselApi();
    render(draw(api));
    expect((await tabThrough()).slice(0, 4)).toEqual(['Tuschezeichnung Baum 1', 'Tuschezeichnung Baum 2', 'Tuschezeichnung Baum 3', 'Zeichnungen']);
    act(() => api.scrolled([3, 4, 5]));
    (document.activeElement as HTMLElement).blur();
    expect((await tabThrough()).slice(0, 3)).toEqual(['Tuschezeichnung Baum 4', 'Tuschezeichnung Baum 5', 'Tuschezeichnung Baum 6']);
  });

  it('lets Tab reach every picture while the carousel is not running (prerendered, or without JavaScript)', async () => {
    render(draw(undefined));
    expect((await tabThrough()).slice(0, 6)).toEqual(pictures.slice(0, 6).map((picture) => picture.alt));
  });
});
