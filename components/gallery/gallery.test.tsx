import { act, render, screen } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { getJson } from '@/lib/browser/http';
import { toSeed } from '@/lib/domain/gallery';
import { categories, content, setViewportWidth } from '@/test/fixtures';
import { Gallery } from './gallery';

jest.mock('@/lib/browser/http', () => ({ getJson: jest.fn() }));

describe('the gallery on the home page', () => {
  it('starts its carousel only when the visitor comes near the gallery', async () => {
    jest.mocked(getJson).mockResolvedValue(categories);
    setViewportWidth(1280);
    // The home page's section, there before the gallery starts, as in the prerendered page.
    const section = document.body.appendChild(Object.assign(document.createElement('section'), { id: 'gallery' }));
    render(<Gallery categories={toSeed(categories)} labels={content.gallery} locale="de" greeting={content.inquiryGreeting} email={content.email} />, {
      container: section.appendChild(document.createElement('div')),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('group', { name: 'Bilder' })).not.toBeInTheDocument();
    await act(async () => mockIsIntersecting(section, true));
    expect(await screen.findByRole('group', { name: 'Bilder' })).toHaveAttribute('aria-roledescription', 'Karussell');
    section.remove();
  });
});
