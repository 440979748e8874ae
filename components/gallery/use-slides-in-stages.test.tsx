import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useSlidesInStages } from './use-slides-in-stages';

/** A layout's slides, each holding `works` works, that notes how many it showed at each commit. */
function Slides({ slides, committed }: { slides: number[]; committed: number[] }) {
  const shown = useSlidesInStages(slides, (works) => works);
  useLayoutEffect(() => {
    committed.push(shown.length);
  });
  return <p>{shown.join(' ')}</p>;
}

const draw = (slides: number[], committed: number[]) => <Slides slides={slides} committed={committed} />;

describe('slides added in stages', () => {
  it('adds the rest of a wide catalogue of 308 one-work slides a hundred at a time, each in a commit of its own', async () => {
    const committed: number[] = [];
    const firstView = [1, 1, 1];
    const { container, rerender } = render(draw(firstView, committed));
    await act(async () => rerender(draw(Array<number>(308).fill(1), committed)));
    expect(committed).toEqual([3, 3, 103, 203, 303, 308]);
    expect(container.textContent!.split(' ')).toHaveLength(308);
  });

  it("adds a phone's categories together while they hold at most a hundred works, and a bigger one alone", async () => {
    const committed: number[] = [];
    const { container, rerender } = render(draw([105], committed));
    await act(async () => rerender(draw([105, 31, 49, 123], committed)));
    expect(committed).toEqual([1, 1, 3, 4]);
    expect(container.textContent).toBe('105 31 49 123');
  });

  it('adds the rest of a small catalogue in one commit', async () => {
    const committed: number[] = [];
    const { rerender } = render(draw([8], committed));
    await act(async () => rerender(draw([8, 6, 5, 3], committed)));
    expect(committed).toEqual([1, 1, 4]);
  });
});
