// The notice `npm run pictures` gives where a work's page will draw no figure to scale although she
// wrote a size: the size cannot be read, or the photo's proportions are not the size's.
import { proportions, readSize, trueSize } from '@/lib/domain/work-size';

const LEFT_OUT = 'the drawing to scale is left out';

/** What to say of a work's size, named by its sidecar; null where it is drawn, or where she wrote none. */
export function trueSizeNotice(sidecar: string, size: string | undefined, photo: { width: number; height: number }): string | null {
  const found = trueSize({ size, ...photo });
  if (!('left' in found) || found.left === 'none' || found.left === 'no-photo') return null;
  const field = `${sidecar}: field "size" ${JSON.stringify(size)}`;
  if (found.left === 'unreadable') {
    return `${field} cannot be read as a size: ${LEFT_OUT}; write width × height and the unit, for example "50 × 60 cm", or "Ø 40 cm" for a round work.`;
  }
  const { stated, pictured } = proportions(readSize(size)!, photo);
  return `${field} is ${stated.toFixed(2)} wide per high, its photo ${pictured.toFixed(2)}: ${LEFT_OUT}; mend the size or crop the photo.`;
}
