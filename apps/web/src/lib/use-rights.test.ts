import { describe, expect, it } from 'vitest';
import { accessOf } from './access';
import { rightsOf } from './use-rights';

describe('rightsOf', () => {
  it('names each code the access holds true and every other false', () => {
    const access = accessOf([
      {
        id: 1,
        name: '订单',
        type: 1,
        menuUrl: '/orders',
        menuVoList: [{ id: 2, name: '付款', type: 2, menuUrl: 'order:pay' }],
      },
    ] as Parameters<typeof accessOf>[0]);
    expect(rightsOf(access, { pay: 'order:pay', close: 'order:close' })).toEqual({ pay: true, close: false });
    expect(rightsOf(accessOf([]), { pay: 'order:pay' })).toEqual({ pay: false });
  });
});
