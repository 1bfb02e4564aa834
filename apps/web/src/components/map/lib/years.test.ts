import { describe, expect, it } from 'vitest';
import { yearChoices } from './years';

const entry = (code: string, name: string, value = name) => ({
  code,
  name,
  key: code,
  value,
  dicNumber: 'year',
  dicName: '年份配置',
});

describe('yearChoices', () => {
  it('offers the yearly entries newest first and selects the default entry’s year', () => {
    expect(yearChoices([entry('default', '2024'), entry('2023', '2023'), entry('2025', '2025年')])).toEqual({
      options: [
        { value: '2025', label: '2025年' },
        { value: '2023', label: '2023' },
      ],
      defaultYear: '2024',
    });
  });

  it('falls back to the newest year without a usable default entry', () => {
    expect(yearChoices([entry('2022', '2022'), entry('default', '默认', '无')]).defaultYear).toBe('2022');
    expect(yearChoices([])).toEqual({ options: [], defaultYear: undefined });
  });
});
