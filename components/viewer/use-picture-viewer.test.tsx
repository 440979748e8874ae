import { act, renderHook, waitFor } from '@testing-library/react';
import { flattenPictures } from '@/lib/domain/gallery';
import { categories } from '@/test/fixtures';
import { pictureSlugs } from '@/lib/domain/viewer';
import { withWorkSlugs } from '@/lib/domain/works';
import { usePictureViewer } from './use-picture-viewer';

/** The works as the build hands them to the page: each with its page's address. */
const pictures = flattenPictures(withWorkSlugs(categories, pictureSlugs(flattenPictures(categories)).map((slug) => ({ slug }))));

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('usePictureViewer', () => {
  it("opens a work with one new history entry at its page's address", () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    const entries = window.history.length;
    act(() => result.current.open(6));
    expect(result.current.index).toBe(6);
    expect(window.location.pathname).toBe('/werke/ahorn/');
    expect(window.history.length).toBe(entries + 1);
  });

  it("with a viewer to cover the page, lays its paper first and takes the work's address after that frame", async () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    const covered: string[] = [];
    result.current.coverRef.current = () => covered.push(window.location.pathname);
    act(() => result.current.open(6));
    expect(covered).toEqual(['/']);
    await waitFor(() => expect(result.current.index).toBe(6));
    expect(window.location.pathname).toBe('/werke/ahorn/');
  });

  it("moves the address along with the work shown", () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    act(() => result.current.open(6));
    act(() => result.current.show(7));
    expect(window.location.pathname).toBe('/werke/kastanie/');
  });

  it('moves between pictures without adding history entries', () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    act(() => result.current.open(0));
    const entries = window.history.length;
    act(() => result.current.show(1));
    act(() => result.current.show(2));
    expect(result.current.index).toBe(2);
    expect(window.history.length).toBe(entries);
  });

  it('closes by going back, so the entry it added is gone', async () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    act(() => result.current.open(3));
    act(() => result.current.show(4));
    act(() => result.current.close());
    await waitFor(() => expect(result.current.index).toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it("closes on the browser's Back button", async () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    act(() => result.current.open(3));
    act(() => window.history.back());
    await waitFor(() => expect(result.current.index).toBeNull());
  });

  it("opens the work whose page address the page was loaded at, and closes to the home page's address without leaving the page", () => {
    window.history.replaceState(null, '', '/werke/kastanie/');
    const entries = window.history.length;
    const { result } = renderHook(() => usePictureViewer(pictures));
    expect(result.current.index).toBe(7);
    act(() => result.current.close());
    expect(result.current.index).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(entries);
  });

  it("opens the work an old '#bild-' address points to, and shows the work page's address", () => {
    window.history.replaceState(null, '', '/#bild-kastanie');
    const entries = window.history.length;
    const { result } = renderHook(() => usePictureViewer(pictures));
    expect(result.current.index).toBe(7);
    expect(window.location.pathname).toBe('/werke/kastanie/');
    expect(window.location.hash).toBe('');
    act(() => result.current.close());
    expect(result.current.index).toBeNull();
    expect(window.history.length).toBe(entries);
  });
});
