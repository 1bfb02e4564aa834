import { describe, expect, it } from 'vitest';
import { idFilter } from './filters';

describe('idFilter', () => {
  it('is a select on the id param led by 全部 (0), one option per row', () => {
    const field = idFilter<{ cropId: number }>('cropId', [
      { id: 3, name: '水稻' },
      { id: 7, name: '油菜' },
    ]);
    expect(field).toEqual({
      type: 'select',
      name: 'cropId',
      options: [
        { value: 0, label: '全部' },
        { value: 3, label: '水稻' },
        { value: 7, label: '油菜' },
      ],
    });
  });
});
