import { type RefObject, useEffect, useRef, useState } from 'react';
import { assetUrl } from '@/lib/domain/assets';
import { levelFor, type Tile, tileBox, tileFile, tilesInView, type View } from '@/lib/domain/deep-zoom';
import type { DeepZoom } from '@/lib/domain/types';
import styles from './deep-tiles.module.scss';

type Props = {
  /** The picture's files' base and its tiles. */
  base: string;
  deep: DeepZoom;
  /** The width of its largest full-size file, which is drawn under the tiles. */
  fullWidth: number;
  /** The scrolled box the zoomed picture is moved in. */
  stageRef: RefObject<HTMLElement | null>;
};

/** What of the picture is on the screen: the layout viewport, or the part a finger's pinch enlarged. */
function screenBox() {
  const viewport = window.visualViewport;
  if (!viewport) return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight, scale: 1 };
  const { offsetLeft: left, offsetTop: top, width, height, scale } = viewport;
  return { left, top, right: left + width, bottom: top + height, scale };
}

/** The tiles the picture drawn in `box` needs now: of the level as sharp as the screen's pixels, those in view; none while the full-size file is as sharp. */
export function visibleTiles(box: DOMRect, deep: DeepZoom, fullWidth: number): Tile[] {
  const screen = screenBox();
  const level = levelFor(deep, box.width * window.devicePixelRatio * screen.scale, fullWidth);
  if (level === null || box.width === 0 || box.height === 0) return [];
  const view: View = {
    left: (Math.max(box.left, screen.left) - box.left) / box.width,
    top: (Math.max(box.top, screen.top) - box.top) / box.height,
    right: (Math.min(box.right, screen.right) - box.left) / box.width,
    bottom: (Math.min(box.bottom, screen.bottom) - box.top) / box.height,
  };
  if (view.right <= view.left || view.bottom <= view.top) return [];
  return tilesInView(deep, level, view);
}

const sameTiles = (a: Tile[], b: Tile[]) => a.length === b.length && a.every((tile, at) => tile.level === b[at]!.level && tile.column === b[at]!.column && tile.row === b[at]!.row);

/**
 * The deep zoom's tile layer, over the zoomed picture: once the screen has more pixels for the
 * picture than its largest full-size file, the tiles of the level that matches them, and only those
 * in view, as the picture is moved, enlarged or pinched. Loaded only when a work is zoomed.
 */
export function DeepTiles({ base, deep, fullWidth, stageRef }: Props) {
  const layer = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<Tile[]>([]);

  useEffect(() => {
    const stage = stageRef.current;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!layer.current) return;
        const next = visibleTiles(layer.current.getBoundingClientRect(), deep, fullWidth);
        setTiles((current) => (sameTiles(current, next) ? current : next));
      });
    };
    update();
    const resized = new ResizeObserver(update);
    if (layer.current) resized.observe(layer.current);
    stage?.addEventListener('scroll', update, { passive: true });
    window.visualViewport?.addEventListener('resize', update);
    window.visualViewport?.addEventListener('scroll', update);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      stage?.removeEventListener('scroll', update);
      window.visualViewport?.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('scroll', update);
    };
  }, [deep, fullWidth, stageRef]);

  const percent = (share: number) => `${share * 100}%`;
  return (
    <div ref={layer} className={styles.tiles} data-tiles>
      {tiles.map((tile) => {
        const box = tileBox(deep, tile);
        const file = tileFile(base, deep, tile);
        return (
          <img
            key={file}
            className={styles.tile}
            src={assetUrl(file)}
            alt=""
            draggable={false}
            decoding="async"
            style={{ left: percent(box.left), top: percent(box.top), width: percent(box.width), height: percent(box.height) }}
          />
        );
      })}
    </div>
  );
}
