import { pointOnPicture } from './picture-point';

describe('pointOnPicture', () => {
  it('gives the point of a picture that fills its box', () => {
    expect(pointOnPicture({ left: 100, top: 50, width: 400, height: 500 }, 0.8, 200, 300)).toEqual({ x: 0.25, y: 0.5 });
  });

  it('measures from the picture, not from the paper beside it, when the box is wider than the picture', () => {
    // A square picture 200 px tall, drawn in the middle of a box 400 px wide: it starts at 100.
    expect(pointOnPicture({ left: 0, top: 0, width: 400, height: 200 }, 1, 150, 50)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('takes a point on the paper as the nearest edge of the picture', () => {
    expect(pointOnPicture({ left: 0, top: 0, width: 400, height: 200 }, 1, 20, 250)).toEqual({ x: 0, y: 1 });
  });
});
