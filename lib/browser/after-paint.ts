/**
 * Runs `run` once the next frame is on screen (in a task after that frame), and returns what
 * cancels it: for work a tap need not wait for, so the tap's own answer paints first.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
