import { dragWatcher } from './drag-watcher';

const event = (type: string, timeStamp: number) => ({ type, timeStamp }) as MouseEvent | TouchEvent;

describe('dragWatcher', () => {
  it('lets a touch start a drag', () => {
    const watch = dragWatcher();
    expect(watch(null, event('touchstart', 100))).toBe(true);
    expect(watch(null, event('touchstart', 150))).toBe(true);
  });

  it('lets a mouse start a drag where no touch came before', () => {
    expect(dragWatcher()(null, event('mousedown', 100))).toBe(true);
  });

  it("does not take the mouse events a browser sends after a tap for a mouse drag, even after a held tap", () => {
    const watch = dragWatcher();
    watch(null, event('touchstart', 1000));
    expect(watch(null, event('mousedown', 1090))).toBe(false);
    expect(watch(null, event('mousedown', 2900))).toBe(false);
  });

  it('lets a mouse drag again a while after the last touch', () => {
    const watch = dragWatcher();
    watch(null, event('touchstart', 1000));
    expect(watch(null, event('mousedown', 3100))).toBe(true);
  });

  it('keeps each carousel its own last touch', () => {
    const touched = dragWatcher();
    touched(null, event('touchstart', 1000));
    expect(dragWatcher()(null, event('mousedown', 1050))).toBe(true);
  });
});
