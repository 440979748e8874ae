import { useState } from 'react';

export type ImageStatus = 'loading' | 'loaded' | 'failed';

/**
 * Whether the picture at `src` has arrived or failed: so the blurred placeholder can go once it is
 * there, and a picture whose file does not load shows as a quiet tile, never as a broken image.
 * Starts again when `src` changes.
 */
export function useImageStatus(src: string) {
  const [state, setState] = useState<{ src: string; status: ImageStatus }>({ src, status: 'loading' });
  const status = state.src === src ? state.status : 'loading';
  return {
    status,
    onLoad: () => setState({ src, status: 'loaded' }),
    onError: () => setState({ src, status: 'failed' }),
  };
}
