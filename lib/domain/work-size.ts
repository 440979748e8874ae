// A work's size as she writes it ('60 × 70 cm', '29,7 x 42 cm', 'Ø 40 cm'), read as numbers: for
// the drawing to scale on its page and for search engines. What cannot be read is left as her words.

export type SizeUnit = 'mm' | 'cm' | 'm';

/** A size read from her words, in the unit she wrote; width before height, depth after, as German usage has it. */
export type WorkSize =
  | { shape: 'rectangle'; width: number; height: number; depth?: number; unit: SizeUnit }
  | { shape: 'round'; diameter: number; unit: SizeUnit };

const CENTIMETRES: Record<SizeUnit, number> = { mm: 0.1, cm: 1, m: 100 };

/** A number with a German decimal comma or a point: '60', '29,7', '1.5'. A thousands point ('1.200') is not one. */
const NUMBER = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const UNIT = String.raw`(mm|cm|m)`;
const TIMES = String.raw`\s*[×xX]\s*`;
/** Each number may carry the unit too ('60 cm × 70 cm'); the last must. */
const SIDE = String.raw`${NUMBER}\s*${UNIT}?`;
const RECTANGLE = new RegExp(String.raw`^${SIDE}${TIMES}${SIDE}(?:${TIMES}${SIDE})?$`, 'i');
const ROUND = new RegExp(String.raw`^(?:[Øø⌀]|Durchmesser:?)\s*${NUMBER}\s*${UNIT}$`, 'i');

const number = (text: string) => Number(text.replace(',', '.'));

/** Her size as numbers, or null where it says something else ('groß', 'ca. 1 m', '60 cm', 'Triptychon, je 40 cm'). */
export function readSize(text: string | undefined): WorkSize | null {
  // Spaces as any keyboard or editor types them, the no-break ones included.
  const size = (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  const round = ROUND.exec(size);
  if (round) {
    const diameter = number(round[1]!);
    return diameter > 0 ? { shape: 'round', diameter, unit: round[2]!.toLowerCase() as SizeUnit } : null;
  }
  const match = RECTANGLE.exec(size);
  if (!match) return null;
  const values = [match[1], match[3], match[5]].filter((value) => value !== undefined).map(number);
  const units = [match[2], match[4], match[6]].filter((unit) => unit !== undefined).map((unit) => unit.toLowerCase() as SizeUnit);
  const last = match[5] === undefined ? match[4] : match[6];
  // One unit for all, written at the end: '60 cm × 70 mm' or '60 cm × 70' are not sizes to guess at.
  if (last === undefined || units.some((unit) => unit !== units[0]) || values.some((value) => value <= 0)) return null;
  const [width, height, depth] = values as [number, number, number?];
  return { shape: 'rectangle', width, height, ...(depth !== undefined && { depth }), unit: units[0]! };
}

/** A length in her unit, in centimetres. */
export const inCentimetres = (value: number, unit: SizeUnit) => Math.round(value * CENTIMETRES[unit] * 100) / 100;

/** Width and height in centimetres as the drawing shows them: a round work as wide as high; its depth left out. */
export function faceInCentimetres(size: WorkSize): { width: number; height: number } {
  if (size.shape === 'round') return { width: inCentimetres(size.diameter, size.unit), height: inCentimetres(size.diameter, size.unit) };
  return { width: inCentimetres(size.width, size.unit), height: inCentimetres(size.height, size.unit) };
}

/** How far the photo's proportions may stray from the stated size's (a tenth) before the photo is taken to show more than the work. */
export const PROPORTION_TOLERANCE = 0.1;

/** Width per height of the stated size and of its photo, and whether they agree within PROPORTION_TOLERANCE. */
export function proportions(size: WorkSize, photo: { width: number; height: number }) {
  const face = faceInCentimetres(size);
  const stated = face.width / face.height;
  const pictured = photo.width / photo.height;
  return { stated, pictured, agree: Math.max(stated, pictured) / Math.min(stated, pictured) - 1 <= PROPORTION_TOLERANCE };
}

/**
 * The size a work's page draws to scale, or why it draws none: no size, one that cannot be read, no
 * made picture to compare it with, or a photo whose proportions are not the size's (a frame or the
 * wall photographed with it).
 */
export type TrueSize = { drawn: WorkSize } | { left: 'none' | 'unreadable' | 'proportions' | 'no-photo' };

/** Whether and what a work's page draws to scale, from her size and the made picture's pixels. */
export function trueSize(work: { size?: string; width?: number; height?: number }): TrueSize {
  if (work.size === undefined || work.size.trim() === '') return { left: 'none' };
  const size = readSize(work.size);
  if (!size) return { left: 'unreadable' };
  if (!work.width || !work.height) return { left: 'no-photo' };
  return proportions(size, { width: work.width, height: work.height }).agree ? { drawn: size } : { left: 'proportions' };
}
