import { render, screen, within } from '@testing-library/react';
import { CategoryGrid } from './category-grid';

const link = (title: string) => (
  <a key={title} href={`/werke/${title.toLowerCase()}/`}>
    {title}
  </a>
);

describe('CategoryGrid', () => {
  it('tells a screen reader the whole category while only its first rows are drawn', () => {
    render(<CategoryGrid name="Tusche">{[link('Eiche'), link('Linde'), null, null, null, null, null]}</CategoryGrid>);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((item) => [item.getAttribute('aria-posinset'), item.getAttribute('aria-setsize')])).toEqual([
      ['1', '7'],
      ['2', '7'],
    ]);
  });

  it('leaves a whole category to the list itself', () => {
    render(<CategoryGrid name="Tusche">{[link('Eiche'), link('Linde')]}</CategoryGrid>);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.hasAttribute('aria-setsize'))).toEqual([]);
  });
});
