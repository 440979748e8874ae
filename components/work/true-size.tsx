import clsx from 'clsx';
import { LOCALE_INFO, type Locale } from '@/lib/domain/locale';
import type { SiteContent } from '@/lib/domain/types';
import { faceInCentimetres, type WorkSize } from '@/lib/domain/work-size';
import { fill } from '@/lib/labels/fill';
import { DISPLAY_WIDTH, layScene, PERSON_HEIGHT, round } from './true-size-scene';
import styles from './true-size.module.scss';

type Props = {
  size: WorkSize;
  labels: SiteContent['trueSize'];
  locale: Locale;
  /** Where the page places it. */
  className?: string;
};

/** Centimetres as the page's language writes them: '29,7 cm', '29.7 cm'. */
const centimetres = (value: number, locale: Locale) => `${new Intl.NumberFormat(LOCALE_INFO[locale].intl, { maximumFractionDigits: 1 }).format(value)} cm`;

/** What the drawing says to screen readers: 'So groß ist das Werk: 60 cm breit und 70 cm hoch, … neben einer 1,65 m großen Person'. */
function spoken({ size, labels, locale }: Props) {
  const face = faceInCentimetres(size);
  const words =
    size.shape === 'round'
      ? fill(labels.round, { diameter: centimetres(face.width, locale) })
      : fill(labels.rectangle, { width: centimetres(face.width, locale), height: centimetres(face.height, locale) });
  const person = `${new Intl.NumberFormat(LOCALE_INFO[locale].intl, { minimumFractionDigits: 2 }).format(PERSON_HEIGHT / 100)} m`;
  return fill(labels.label, { size: words, person });
}

/**
 * A work to scale on a wall, above a sideboard and beside a person 1.65 m tall, with its centimetres
 * written: drawn at build, so it needs no script and prints. A round work is drawn as a circle; a
 * depth is left out.
 */
export function TrueSize(props: Props) {
  const { size, locale, className } = props;
  const face = faceInCentimetres(size);
  const isRound = size.shape === 'round';
  const heightWords = centimetres(face.height, locale);
  const scene = layScene(face, isRound ? 0 : heightWords.length);
  const { work, head, widthLine, heightLine, fontSize } = scene;
  const tick = round(fontSize * 0.3);
  const [x, y, width, height] = [work.x, work.y, work.width, work.height].map(round) as [number, number, number, number];
  const workShape = isRound ? <circle cx={round(x + width / 2)} cy={round(y + height / 2)} r={round(width / 2)} /> : <rect x={x} y={y} width={width} height={height} />;
  // The height's measuring line only where the work is not round: a circle's one line is its diameter.
  const measures = [
    `M${round(widthLine.x1)} ${round(widthLine.y - tick)}v${2 * tick}m0 -${tick}H${round(widthLine.x2)}m0 -${tick}v${2 * tick}`,
    isRound ? '' : `M${round(heightLine.x - tick)} ${round(heightLine.y1)}h${2 * tick}m-${tick} 0V${round(heightLine.y2)}m-${tick} 0h${2 * tick}`,
  ].join('');
  return (
    <svg
      className={clsx(styles.drawing, className)}
      role="img"
      aria-label={spoken(props)}
      viewBox={`0 0 ${round(scene.width)} ${scene.height}`}
      width={DISPLAY_WIDTH}
      fill="none"
      stroke="currentColor"
    >
      <g className={styles.work}>{workShape}</g>
      <circle cx={round(head.cx)} cy={round(head.cy)} r={head.r} />
      <path d={scene.lines} />
      <path className={styles.measure} d={measures} />
      <g fontSize={round(fontSize)} fill="currentColor" stroke="none">
        <text x={Math.round((widthLine.x1 + widthLine.x2) / 2)} y={Math.round(widthLine.y - tick * 1.6)} textAnchor="middle">
          {centimetres(face.width, locale)}
        </text>
        {!isRound && (
          <text x={Math.round(heightLine.x + fontSize * 0.5)} y={Math.round((heightLine.y1 + heightLine.y2) / 2)} dominantBaseline="middle">
            {heightWords}
          </text>
        )}
      </g>
    </svg>
  );
}
