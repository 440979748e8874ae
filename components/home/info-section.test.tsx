import { render, screen } from '@testing-library/react';
import { content, portrait } from '@/test/fixtures';
import { InfoSection } from './info-section';

describe('the info section', () => {
  it('offers the price list beside the CV, where she publishes it', () => {
    render(<InfoSection content={{ ...content, priceListLink: 'Preisliste (PDF)' }} portrait={portrait} />);
    expect(screen.getByRole('link', { name: 'Curriculum herunterladen' })).toHaveAttribute('href', '/assets/curriculum.pdf');
    expect(screen.getByRole('link', { name: 'Preisliste (PDF)' })).toHaveAttribute('href', '/preisliste.pdf');
  });

  it('leaves the price list out where she only sends it', () => {
    render(<InfoSection content={{ ...content, priceListLink: null }} portrait={portrait} />);
    expect(screen.getByRole('link', { name: 'Curriculum herunterladen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Preisliste/ })).not.toBeInTheDocument();
  });
});
