import { describe, expect, it } from 'vitest';
import { clockText, designUnit } from './layout';

describe('designUnit', () => {
  it('is 1 at the design size and scales with the tighter side', () => {
    expect(designUnit(1920, 1080)).toBe(1);
    expect(designUnit(1280, 720)).toBeCloseTo(0.667, 3);
    expect(designUnit(3840, 2160)).toBe(2);
    // a wide, short box: height decides, so 16:9 content is never stretched
    expect(designUnit(3840, 1080)).toBe(1);
    expect(designUnit(1920, 2160)).toBe(1);
  });
  it('stays within its bounds and survives an unmeasured box', () => {
    expect(designUnit(200, 100)).toBe(0.5);
    expect(designUnit(10_000, 10_000)).toBe(2.5);
    expect(designUnit(0, 0)).toBe(1);
  });
});

describe('clockText', () => {
  it('formats HH:mm:ss with leading zeros', () => {
    expect(clockText(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('03:04:05');
  });
});
