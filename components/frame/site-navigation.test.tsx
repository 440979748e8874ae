import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { content } from '@/test/fixtures';
import { SiteNavigation } from './site-navigation';

let currentPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => currentPath }));

let windowTop = 0;

beforeEach(() => {
  jest.useFakeTimers();
  currentPath = '/';
  windowTop = 0;
  Object.defineProperty(window, 'scrollY', { get: () => windowTop, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6000, configurable: true });
  jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    windowTop = y;
  }) as typeof window.scrollTo);
  for (const [id, top] of [['info', 900], ['gallery', 2000], ['exhibitions', 3500]] as const) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top: top - windowTop }) as DOMRect;
    document.body.append(section);
  }
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('site navigation', () => {
  it('starts with the menu closed', () => {
    render(<SiteNavigation content={content} />);
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
  });

  it('opens the menu with the burger and closes it with a second click', async () => {
    render(<SiteNavigation content={content} />);
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));

    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'info' })).toHaveAttribute('href', '/#info');
    expect(screen.getByRole('link', { name: 'galerie' })).toHaveAttribute('href', '/#gallery');
    expect(screen.getByRole('link', { name: 'alle werke' })).toHaveAttribute('href', expect.stringMatching(/^\/werke\/?$/));
    expect(screen.getByRole('link', { name: 'ausstellungen' })).toHaveAttribute('href', '/#exhibitions');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', expect.stringMatching(/^\/impressum\/?$/));
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');

    await user().click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
  });

  it('after choosing an entry, closes the menu and scrolls smoothly to that section', async () => {
    render(<SiteNavigation content={content} />);
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user().click(screen.getByRole('link', { name: 'galerie' }));

    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(100));
    expect(windowTop).toBeGreaterThan(0);
    expect(windowTop).toBeLessThan(2000);
    act(() => jest.advanceTimersByTime(700));
    expect(windowTop).toBe(2000);
  });

  it('on another page, leaves the way to a home page section to the link and closes the menu', async () => {
    currentPath = '/werke/alte-buche/';
    document.getElementById('gallery')!.remove();
    const scroll = jest.mocked(window.scrollTo);
    render(<SiteNavigation content={content} />);
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const link = screen.getByRole('link', { name: 'galerie' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    act(() => jest.advanceTimersByTime(700));
    expect(scroll).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
  });

  it('marks the page shown as the current one', async () => {
    currentPath = '/werke/';
    render(<SiteNavigation content={content} />);
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(screen.getByRole('link', { name: 'alle werke' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'galerie' })).not.toHaveAttribute('aria-current');
  });

  it('closes the menu on Escape and gives the focus back to the burger', async () => {
    render(<SiteNavigation content={content} />);
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));
    screen.getByRole('link', { name: 'galerie' }).focus();
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  });

  it('keeps the focus out of the page behind while the menu is open', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    render(<SiteNavigation content={content} />);
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await waitFor(() => expect(main).toHaveAttribute('inert'));
    await user().click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(main).not.toHaveAttribute('inert');
  });

  it('gives the focus to the chosen section once it has scrolled there', async () => {
    render(<SiteNavigation content={content} />);
    const gallery = document.getElementById('gallery')!;
    gallery.tabIndex = -1;
    await user().click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user().click(screen.getByRole('link', { name: 'galerie' }));
    await act(async () => jest.advanceTimersByTime(700));
    expect(gallery).toHaveFocus();
  });

  it('links to the social network, the photo profile and the artist by e-mail', () => {
    render(<SiteNavigation content={content} />);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', content.socialNetworkUrl);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', content.photoProfileUrl);
    expect(screen.getByRole('link', { name: /E-Mail schreiben/ })).toHaveAttribute('href', `mailto:${content.email}`);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
