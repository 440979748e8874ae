import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { DeepTiles } from './deep-tiles';

// A 6000 × 4000 original: its top level (4) is 12 × 8 tiles of 512 px, level 3 (3000 px) 6 × 4.
const deep = { width: 6000, height: 4000, tileSize: 512, format: 'jpeg', minLevel: 3 };
const base = 'assets/gallery/tusche/eiche.1a2b3c4d';

/** Where the zoomed picture lies on jsdom's 1024 × 768 screen, as the browser would measure it. */
function drawnAt(left: number, top: number, width: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, top, width, (width * 2) / 3));
}

function renderTiles() {
  const stage = document.createElement('div');
  document.body.append(stage);
  const stageRef = createRef<HTMLElement>() as { current: HTMLElement };
  stageRef.current = stage;
  const view = render(<DeepTiles base={base} deep={deep} fullWidth={2400} stageRef={stageRef} />, { container: stage });
  const tiles = () => [...view.container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
  return { stage, tiles };
}

afterEach(() => jest.restoreAllMocks());

describe('the deep zoom’s tile layer', () => {
  it('fetches no tile while the picture is drawn no larger than its 2400 px file', async () => {
    drawnAt(-600, -400, 2400);
    const { tiles } = renderTiles();
    await act(() => new Promise(requestAnimationFrame));
    expect(tiles()).toEqual([]);
  });

  it('draws only the tiles of the original that are on the screen, where they belong', async () => {
    // At one pixel of the original to one of the screen, the screen shows its pixels 600–1624 across and 2000–2768 down.
    drawnAt(-600, -2000, 6000);
    const { tiles, stage } = renderTiles();
    const expected = [3, 4, 5].flatMap((row) => [1, 2, 3].map((column) => `/${base}-deep/4/${column}_${row}.jpeg`));
    await waitFor(() => expect(tiles()).toEqual(expected));
    expect(stage.querySelector('img')).toHaveStyle({ left: `${(512 / 6000) * 100}%`, top: `${((3 * 512) / 4000) * 100}%` });
  });

  it('takes the tiles of the part moved into view, and of a smaller level where that has pixels enough', async () => {
    drawnAt(-600, -2000, 6000);
    const { tiles, stage } = renderTiles();
    await waitFor(() => expect(tiles()).toHaveLength(9));
    // Moved to the top left corner.
    drawnAt(0, 0, 6000);
    stage.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(tiles()).toEqual([0, 1].flatMap((row) => [0, 1].map((column) => `/${base}-deep/4/${column}_${row}.jpeg`))));
    // Drawn 3000 px wide: level 3's tiles have the pixels, and 1024 × 768 of them are 2 × 2 tiles.
    drawnAt(0, 0, 3000);
    stage.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(tiles()).toEqual([0, 1].flatMap((row) => [0, 1].map((column) => `/${base}-deep/3/${column}_${row}.jpeg`))));
  });
});
