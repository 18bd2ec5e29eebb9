import { describe, expect, it } from 'vitest';
import { FOTO_MAX_PX, tamanoFoto } from './foto';

describe('tamanoFoto', () => {
  it('brings the long side down to 1,600 px, keeping the proportions', () => {
    expect(FOTO_MAX_PX).toBe(1600);
    expect(tamanoFoto(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(tamanoFoto(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(tamanoFoto(3200, 3200)).toEqual({ width: 1600, height: 1600 });
    expect(tamanoFoto(4000, 1001)).toEqual({ width: 1600, height: 400 });
  });

  it('never enlarges a small photo', () => {
    expect(tamanoFoto(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(tamanoFoto(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel on a very thin photo and answers 0 × 0 for no size', () => {
    expect(tamanoFoto(100_000, 10)).toEqual({ width: 1600, height: 1 });
    expect(tamanoFoto(0, 480)).toEqual({ width: 0, height: 0 });
    expect(tamanoFoto(Number.NaN, 480)).toEqual({ width: 0, height: 0 });
  });

  it('takes another limit', () => {
    expect(tamanoFoto(1000, 500, 200)).toEqual({ width: 200, height: 100 });
  });
});
