import { render, screen } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { portrait } from '@/test/fixtures';
import { InfoPortrait } from './info-portrait';

describe('the portrait', () => {
  it('is fetched only once its place nears the view', () => {
    const { container } = render(<InfoPortrait source={portrait} kind="full" alt="Porträt der Künstlerin" sizes="100vw" fit="cover" />);
    expect(screen.queryByRole('img', { name: 'Porträt der Künstlerin' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();

    mockIsIntersecting(container.firstElementChild as HTMLElement, true);
    expect(screen.getByRole('img', { name: 'Porträt der Künstlerin' })).toHaveAttribute('src', '/assets/site/portrait.abc-800.jpg');
  });
});
