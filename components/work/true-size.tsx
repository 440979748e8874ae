import { useId } from 'react';
import { LOCALE_INFO, type Locale } from '@/lib/domain/locale';
import type { SiteContent } from '@/lib/domain/types';
import { faceInCentimetres, type WorkSize } from '@/lib/domain/work-size';
import { fill } from '@/lib/labels/fill';
import { DISPLAY_WIDTH, layScene, PERSON_HEIGHT, round } from './true-size-scene';
import styles from './true-size.module.scss';

type Props = {
  size: WorkSize;
  /** The picture's blurred placeholder: the work is drawn in its own colours. */
  tone?: string;
  labels: SiteContent['trueSize'];
  locale: Locale;
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
  const { size, tone, locale } = props;
  const clip = useId();
  const face = faceInCentimetres(size);
  const isRound = size.shape === 'round';
  const heightWords = centimetres(face.height, locale);
  const scene = layScene(face, isRound ? 0 : heightWords.length);
  const { work, sideboard, person, widthLine, heightLine, fontSize } = scene;
  const tick = fontSize * 0.3;
  const workShape = isRound ? (
    <circle cx={round(work.x + work.width / 2)} cy={round(work.y + work.height / 2)} r={round(work.width / 2)} />
  ) : (
    <rect x={round(work.x)} y={round(work.y)} width={round(work.width)} height={round(work.height)} />
  );
  return (
    <svg
      className={styles.drawing}
      role="img"
      aria-label={spoken(props)}
      viewBox={`0 0 ${round(scene.width)} ${round(scene.height)}`}
      width={DISPLAY_WIDTH}
      height={Math.round((DISPLAY_WIDTH * scene.height) / scene.width)}
      fill="none"
      stroke="currentColor"
    >
      <clipPath id={clip}>{workShape}</clipPath>
      <g className={styles.work} data-part="work" data-shape={size.shape}>
        {workShape}
        {tone && <image href={tone} x={round(work.x)} y={round(work.y)} width={round(work.width)} height={round(work.height)} preserveAspectRatio="none" clipPath={`url(#${clip})`} />}
      </g>
      <g className={styles.outline}>
        <line x1={0} x2={round(scene.width)} y1={round(scene.floor)} y2={round(scene.floor)} />
        <circle cx={round(person.head.cx)} cy={round(person.head.cy)} r={person.head.r} />
        <path d={person.outline} />
        <rect x={round(sideboard.x)} y={round(sideboard.y)} width={sideboard.width} height={round(sideboard.height)} />
        {sideboard.doors.map((x) => (
          <line key={x} x1={round(x)} x2={round(x)} y1={round(sideboard.y)} y2={round(sideboard.y + sideboard.height)} />
        ))}
        {sideboard.legs.map(({ x, y }) => (
          <line key={x} x1={round(x)} x2={round(x)} y1={round(y)} y2={round(scene.floor)} />
        ))}
      </g>
      <g className={styles.measure}>
        <path d={`M${round(widthLine.x1)} ${round(widthLine.y - tick)} v${round(2 * tick)} M${round(widthLine.x1)} ${round(widthLine.y)} H${round(widthLine.x2)} M${round(widthLine.x2)} ${round(widthLine.y - tick)} v${round(2 * tick)}`} />
        {!isRound && (
          <path d={`M${round(heightLine.x - tick)} ${round(heightLine.y1)} h${round(2 * tick)} M${round(heightLine.x)} ${round(heightLine.y1)} V${round(heightLine.y2)} M${round(heightLine.x - tick)} ${round(heightLine.y2)} h${round(2 * tick)}`} />
        )}
      </g>
      <g className={styles.words} fontSize={round(fontSize)} fill="currentColor" stroke="none">
        <text x={round((widthLine.x1 + widthLine.x2) / 2)} y={round(widthLine.y - tick * 1.6)} textAnchor="middle">
          {centimetres(face.width, locale)}
        </text>
        {!isRound && (
          <text x={round(heightLine.x + fontSize * 0.5)} y={round((heightLine.y1 + heightLine.y2) / 2)} dominantBaseline="middle">
            {heightWords}
          </text>
        )}
      </g>
    </svg>
  );
}
