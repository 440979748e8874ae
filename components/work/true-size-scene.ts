// Where the drawing to scale puts its parts, in centimetres on the wall: the person standing on the
// left, the sideboard to the right, the work hung above it as galleries hang one, and the room the
// written centimetres need. SVG's y runs down from the scene's top; heights here run up from the floor.

/** The person beside the work, and what the labels say of her. */
export const PERSON_HEIGHT = 165;
/** A sideboard as furniture shops sell it: 160 cm wide, 75 cm high, on legs. */
const SIDEBOARD = { width: 160, height: 75, legs: 12 };
/** Galleries hang a work with its middle at about eye height. */
const HANG_CENTRE = 150;
/** Above the sideboard a work keeps this much wall below it. */
const ABOVE_SIDEBOARD = 20;
const PERSON_WIDTH = 48;
const MARGIN = 10;
const GAP = 40;
/** The width the drawing is shown at, in CSS pixels (true-size.module.scss), and its words' size there. */
export const DISPLAY_WIDTH = 240;
const FONT_PX = 12;
/** How wide a digit of the text font is, in its size: enough to keep the height's words inside the scene. */
const CHARACTER_WIDTH = 0.6;

/** The person's outline, her feet's middle at 0: x to the right, h up from the floor. */
const PERSON_OUTLINE: [number, number][] = [
  [-5, 143], [-19, 137], [-22, 132], [-24, 90], [-21, 84], [-18, 87], [-16, 124], [-15, 100], [-14, 2], [-13, 0], [-3, 0], [-2, 2], [0, 80],
];

export type Scene = {
  width: number;
  height: number;
  fontSize: number;
  work: { x: number; y: number; width: number; height: number };
  head: { cx: number; cy: number; r: number };
  /** The floor, the person's outline and the sideboard, as one path's data. */
  lines: string;
  /** Where the width and height are written, each with its measuring line. */
  widthLine: { x1: number; x2: number; y: number };
  heightLine: { x: number; y1: number; y2: number };
};

/** The scene for a work of this face (centimetres), with room for its height's words (`heightWords` characters) on its right. */
export function layScene(face: { width: number; height: number }, heightWords: number): Scene {
  const block = Math.max(SIDEBOARD.width, face.width);
  const personX = MARGIN + PERSON_WIDTH / 2;
  const centre = MARGIN + PERSON_WIDTH + GAP + block / 2;
  const bottom = Math.max(HANG_CENTRE - face.height / 2, SIDEBOARD.height + ABOVE_SIDEBOARD);
  const right = centre + face.width / 2;
  // The words are as large on every work's page: their size in centimetres follows the scene's width, which their room widens.
  const sized = (width: number) => (FONT_PX * width) / DISPLAY_WIDTH;
  let width = centre + block / 2 + MARGIN;
  for (let pass = 0; pass < 2; pass++) width = Math.max(centre + block / 2 + MARGIN, right + sized(width) * (0.6 + CHARACTER_WIDTH * heightWords) + MARGIN);
  const fontSize = sized(width);
  // Whole centimetres from the floor up keep the drawing's numbers short.
  const floor = Math.ceil(Math.max(PERSON_HEIGHT, bottom + face.height + fontSize * 1.8) + MARGIN);
  const y = (h: number) => floor - h;
  const outline = [...PERSON_OUTLINE, ...PERSON_OUTLINE.slice(0, -1).reverse().map(([x, h]) => [-x, h] as [number, number])];
  const person = `M${outline.map(([x, h]) => `${round(personX + x)} ${round(y(h))}`).join(' ')}Z`;
  const left = round(centre - SIDEBOARD.width / 2);
  const [top, base] = [y(SIDEBOARD.height), y(SIDEBOARD.legs)];
  const doors = [1, 2].map((door) => `M${round(left + (SIDEBOARD.width * door) / 3)} ${top}V${base}`).join('');
  const legs = [8, SIDEBOARD.width - 8].map((x) => `M${round(left + x)} ${base}V${floor}`).join('');
  const sideboard = `M${left} ${top}h${SIDEBOARD.width}v${SIDEBOARD.height - SIDEBOARD.legs}h-${SIDEBOARD.width}Z${doors}${legs}`;
  const work = { x: centre - face.width / 2, y: y(bottom + face.height), width: face.width, height: face.height };
  return {
    width,
    height: floor + MARGIN / 2,
    fontSize,
    work,
    head: { cx: personX, cy: y(PERSON_HEIGHT - 11), r: 11 },
    lines: `M0 ${floor}H${round(width)}${person}${sideboard}`,
    widthLine: { x1: work.x, x2: work.x + work.width, y: work.y - fontSize * 0.5 },
    heightLine: { x: work.x + work.width + fontSize * 0.5, y1: work.y, y2: work.y + work.height },
  };
}

/** A coordinate to a tenth of a centimetre: the drawing's HTML stays short. */
export const round = (value: number) => Math.round(value * 10) / 10;
