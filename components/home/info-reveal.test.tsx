import { render, screen } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { InfoReveal } from './info-reveal';

describe('info reveal', () => {
  it('reveals the portrait and the heading when the portrait area comes into view', () => {
    const { container } = render(
      <InfoReveal portrait={<img alt="Porträt" src="/p.jpg" />} heading={<h2>zur bildermacherin</h2>}>
        <p>Text</p>
      </InfoReveal>,
    );
    const columns = container.firstElementChild as HTMLElement;
    expect(columns).toHaveAttribute('data-revealed', 'false');
    mockIsIntersecting(screen.getByRole('img', { name: 'Porträt' }).parentElement!, true);
    expect(columns).toHaveAttribute('data-revealed', 'true');
    expect(screen.getByRole('heading', { name: 'zur bildermacherin' })).toBeInTheDocument();
  });
});
