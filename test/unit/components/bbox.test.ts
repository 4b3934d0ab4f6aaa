import { describe, expect, it } from 'vitest';
import { bboxToPercent, type BoxPercent } from '@/components/result/bbox';

const close = (box: BoxPercent | undefined, want: BoxPercent) => {
  expect(box).toBeDefined();
  for (const k of ['left', 'top', 'width', 'height'] as const) expect(box![k]).toBeCloseTo(want[k], 6);
};

describe('bboxToPercent', () => {
  it('scales absolute boxes by the page size', () => {
    close(bboxToPercent([61.2, 79.2, 306, 158.4], 612, 792), { left: 10, top: 10, width: 40, height: 10 });
  });

  it('takes normalised boxes (0..1) as fractions of the page, with or without a page size', () => {
    close(bboxToPercent([0.1, 0.2, 0.5, 0.4]), { left: 10, top: 20, width: 40, height: 20 });
    expect(bboxToPercent([0.1, 0.2, 0.5, 0.4], 612, 792)?.left).toBeCloseTo(10);
  });

  it('takes a polygon by its bounding rectangle', () => {
    close(bboxToPercent([100, 100, 200, 100, 200, 300, 100, 300], 1000, 1000), {
      left: 10,
      top: 10,
      width: 10,
      height: 20,
    });
  });

  it('clamps boxes that spill off the page', () => {
    close(bboxToPercent([500, 700, 700, 900], 612, 792), {
      left: (500 / 612) * 100,
      top: (700 / 792) * 100,
      width: 100 - (500 / 612) * 100,
      height: 100 - (700 / 792) * 100,
    });
  });

  it('refuses what it cannot place', () => {
    expect(bboxToPercent([10, 10, 20, 20])).toBeUndefined(); // absolute, no page size
    expect(bboxToPercent([1, 2, 3])).toBeUndefined();
    expect(bboxToPercent([0, 0, Number.NaN, 1])).toBeUndefined();
    expect(bboxToPercent(null, 10, 10)).toBeUndefined();
  });
});
