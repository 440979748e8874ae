// Waiting in the page until what it shows stands still: before a bench's tap (harness/event-timing.ts),
// as a finger taps what stands still, and before a screenshot (tools/screenshots/shots.ts).

/**
 * A script for the page that resolves once nothing has changed for `quiet` ms: the fonts in, no fade
 * or transition running on the document's timeline (a scroll-driven animation, as the landing's
 * drift, runs whenever the page can scroll, and is not waited for), and, with `pictures`, every
 * picture on the screen loaded (or failed) and none moved (the carousel glides by script, which no
 * animation shows). After `limit` ms it resolves anyway, with what it still waited for; '' once
 * still. A string: sent as source, a function could carry the bundler's helpers, which the page lacks.
 */
export const untilStill = ({ quiet, limit, pictures }: { quiet: number; limit: number; pictures: boolean }) => `(async () => {
  await document.fonts.ready;
  const start = performance.now();
  let still = start;
  let before = '';
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    const onScreen = ${pictures} ? [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    }) : [];
    const places = onScreen.map((img) => { const box = img.getBoundingClientRect(); return [box.left, box.top, box.width, box.height].join(','); }).join(' ');
    const loading = onScreen.filter((img) => !img.complete);
    const fading = document.getAnimations().some((animation) => animation.playState === 'running' && animation.timeline === document.timeline);
    if (loading.length > 0 || places !== before || fading) still = now;
    before = places;
    if (now - still >= ${quiet}) return '';
    if (now - start >= ${limit}) return loading.map((img) => img.currentSrc || img.src).join(', ') || 'something still moving';
  }
})()`;
