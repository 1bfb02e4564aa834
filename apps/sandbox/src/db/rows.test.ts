import { describe, expect, it } from 'vitest';
import { firstId } from './rows';

describe('firstId', () => {
  it('answers the id of the first row', () => {
    expect(firstId([{ id: 7 }, { id: 8 }])).toBe(7);
  });

  it('throws a clear error, naming the query, when there is no row', () => {
    expect(() => firstId([], 'insert into agro_plot')).toThrow(
      'insert into agro_plot answered no row, so there is no id',
    );
    expect(() => firstId([])).toThrow('the query answered no row');
  });
});
