import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition as name } from './content-disposition';

describe('Content-Disposition file names', () => {
  it.each([
    ['attachment; filename="a.csv"', 'a.csv'],
    ['attachment; filename=a.csv', 'a.csv'],
    [`attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87.csv`, '设备.csv'],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''%E8%AE%BE%E5%A4%87.csv`, '设备.csv'],
    ['attachment; filename=%E8%AE%BE%E5%A4%87.xlsx', '设备.xlsx'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(name(header)).toBe(expected);
  });
});
