import { act, renderHook, waitFor } from '@testing-library/react';
import { flattenPictures } from '@/lib/gallery';
import { categories } from '@/test/fixtures';
import { usePictureViewer } from './use-picture-viewer';

const pictures = flattenPictures(categories);

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('usePictureViewer', () => {
  it('opens a picture with one new history entry and its address in the hash', () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    const entries = window.history.length;
    act(() => result.current.open(6));
    expect(result.current.index).toBe(6);
    expect(window.location.hash).toBe('#bild-ahorn');
    expect(window.history.length).toBe(entries + 1);
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
    expect(window.location.hash).toBe('');
  });

  it("closes on the browser's Back button", async () => {
    const { result } = renderHook(() => usePictureViewer(pictures));
    act(() => result.current.open(3));
    act(() => window.history.back());
    await waitFor(() => expect(result.current.index).toBeNull());
  });

  it('opens the picture a shared address points to, and closes it without leaving the page', () => {
    window.history.replaceState(null, '', '/#bild-kastanie');
    const entries = window.history.length;
    const { result } = renderHook(() => usePictureViewer(pictures));
    expect(result.current.index).toBe(7);
    act(() => result.current.close());
    expect(result.current.index).toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.history.length).toBe(entries);
  });
});
