import { describe, expect, it } from 'vitest';
import { fitBox, MIN_MASK_SIDE, pixelBox } from './mask-box';

describe('pixelBox', () => {
  it('rounds outwards so no edge of a digit is left', () => {
    expect(pixelBox({ x: 0.101, y: 0.5, width: 0.3, height: 0.1 }, 1000, 600)).toEqual({
      left: 101,
      top: 300,
      width: 300,
      height: 60,
    });
    expect(pixelBox({ x: 0.1005, y: 0.2, width: 0.2, height: 0.1 }, 1000, 100)).toEqual({
      left: 100,
      top: 20,
      width: 201,
      height: 10,
    });
  });

  it('keeps a box that runs off the photo inside it', () => {
    expect(pixelBox({ x: 0.9, y: -0.1, width: 0.5, height: 0.3 }, 200, 100)).toEqual({
      left: 180,
      top: 0,
      width: 20,
      height: 20,
    });
  });

  it('refuses a box of no size or outside the photo', () => {
    expect(pixelBox({ x: 0.2, y: 0.2, width: 0, height: 0.1 }, 100, 100)).toBeNull();
    expect(pixelBox({ x: 0.2, y: 0.2, width: 0.1, height: -1 }, 100, 100)).toBeNull();
    expect(pixelBox({ x: 1.2, y: 0.2, width: 0.1, height: 0.1 }, 100, 100)).toBeNull();
    expect(pixelBox({ x: Number.NaN, y: 0, width: 0.1, height: 0.1 }, 100, 100)).toBeNull();
  });
});

describe('fitBox', () => {
  it('keeps the box inside the photo and never smaller than the least side', () => {
    expect(fitBox({ x: 0.9, y: 0.95, width: 0.3, height: 0.1 })).toEqual({
      x: 0.7,
      y: 0.9,
      width: 0.3,
      height: 0.1,
    });
    expect(fitBox({ x: -1, y: 0.5, width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0.5,
      width: MIN_MASK_SIDE,
      height: MIN_MASK_SIDE,
    });
  });
});
