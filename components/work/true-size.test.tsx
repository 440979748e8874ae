import { render, screen } from '@testing-library/react';
import { en } from '@/lib/labels/en';
import { content } from '@/test/fixtures';
import { TrueSize } from './true-size';

/** The work's shape: the first drawn in the scene, behind the rest. */
const work = (container: HTMLElement) => container.querySelector('svg > g')!.firstElementChild!;

describe('a work drawn to scale', () => {
  it('says its size as a person would, beside a person 1.65 m tall, in German', () => {
    render(<TrueSize size={{ shape: 'rectangle', width: 60, height: 70, unit: 'cm' }} labels={content.trueSize} locale="de" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'So groß ist das Werk: 60 cm breit und 70 cm hoch, an der Wand über einem Sideboard, neben einer 1,65 m großen Person',
    );
  });

  it('says it in English on the English pages, with a decimal point', () => {
    render(<TrueSize size={{ shape: 'rectangle', width: 297, height: 420, unit: 'mm' }} labels={en.trueSize} locale="en" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('How large the work is: 29.7 cm wide and 42 cm high, on the wall above a sideboard, beside a person 1.65 m tall');
  });

  it('draws a work as a rectangle of its proportions, and writes its centimetres', () => {
    const { container } = render(<TrueSize size={{ shape: 'rectangle', width: 29.7, height: 42, depth: 2, unit: 'cm' }} labels={content.trueSize} locale="de" />);
    const shape = work(container);
    expect(shape.tagName).toBe('rect');
    expect(Number(shape.getAttribute('width')) / Number(shape.getAttribute('height'))).toBeCloseTo(29.7 / 42, 2);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['29,7 cm', '42 cm']);
  });

  it('draws a round work as a circle, named round with its diameter', () => {
    const { container } = render(<TrueSize size={{ shape: 'round', diameter: 40, unit: 'cm' }} labels={content.trueSize} locale="de" />);
    expect(work(container).tagName).toBe('circle');
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['40 cm']);
    expect(screen.getByRole('img')).toHaveAccessibleName('So groß ist das Werk: rund, 40 cm im Durchmesser, an der Wand über einem Sideboard, neben einer 1,65 m großen Person');
  });

  it('draws the work and the person to one scale: a 165 cm work as tall as she is', () => {
    const { container } = render(<TrueSize size={{ shape: 'rectangle', width: 100, height: 165, unit: 'cm' }} labels={content.trueSize} locale="de" />);
    const head = container.querySelector('circle')!;
    // The lines begin with the floor, across the scene.
    const floor = Number(/^M0 ([\d.]+)H/.exec(container.querySelector('path')!.getAttribute('d')!)![1]);
    const personTop = Number(head.getAttribute('cy')) - Number(head.getAttribute('r'));
    expect(floor - personTop).toBeCloseTo(165, 0);
    expect(Number(work(container).getAttribute('height'))).toBe(165);
  });
});
