import type { PicturePoint } from './use-viewer-zoom';

type Box = { left: number; top: number; width: number; height: number };

/**
 * The point of a picture drawn whole (object-fit: contain) in `box` that the pointer is on, as
 * fractions of the picture's width and height; a point on the paper beside it counts as the nearest edge.
 */
export function pointOnPicture(box: Box, aspect: number, clientX: number, clientY: number): PicturePoint {
  const width = Math.min(box.width, box.height * aspect);
  const height = width / aspect;
  const left = box.left + (box.width - width) / 2;
  const top = box.top + (box.height - height) / 2;
  const share = (value: number) => Math.min(1, Math.max(0, value));
  return { x: share((clientX - left) / width), y: share((clientY - top) / height) };
}
