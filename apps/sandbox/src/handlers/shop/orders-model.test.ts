import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustRefusal,
  ORDER_ACTION_FROM,
  ORDER_STATUS,
  type OrderAction,
  type OrderStatus,
  orderAmounts,
  orderNext,
  RETURN_STATUS,
  type ReturnAction,
  type ReturnStatus,
  refundable,
  returnNext,
  settleOutcome,
  tierPrice,
} from './orders-model';

const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];
const RETURN_STATUSES = Object.values(RETURN_STATUS) as ReturnStatus[];

describe('order state machine', () => {
  it('moves 待付款 → 待发货 → 已发货 → 已完成', () => {
    expect(orderNext('pay', ORDER_STATUS.unpaid)).toBe(ORDER_STATUS.toShip);
    expect(orderNext('ship', ORDER_STATUS.toShip)).toBe(ORDER_STATUS.shipped);
    expect(orderNext('complete', ORDER_STATUS.shipped)).toBe(ORDER_STATUS.completed);
  });

  it('closes only before shipping', () => {
    expect(orderNext('close', ORDER_STATUS.unpaid)).toBe(ORDER_STATUS.closed);
    expect(orderNext('close', ORDER_STATUS.toShip)).toBe(ORDER_STATUS.closed);
    for (const s of [ORDER_STATUS.shipped, ORDER_STATUS.completed, ORDER_STATUS.closed])
      expect(orderNext('close', s)).toBeNull();
  });

  it('refuses every action from a status it does not start from', () => {
    const actions = Object.keys(ORDER_ACTION_FROM) as OrderAction[];
    let refused = 0;
    for (const a of actions)
      for (const s of ORDER_STATUSES) {
        const next = orderNext(a, s);
        if (ORDER_ACTION_FROM[a].includes(s)) expect(next).not.toBeNull();
        else {
          expect(next).toBeNull();
          refused++;
        }
      }
    // pay 4, ship 4, complete 4, close 3, adjust 4, remark 0
    expect(refused).toBe(19);
  });

  it('keeps the status on 调价 and 备注', () => {
    expect(orderNext('adjust', ORDER_STATUS.unpaid)).toBe(ORDER_STATUS.unpaid);
    expect(orderNext('adjust', ORDER_STATUS.toShip)).toBeNull();
    for (const s of ORDER_STATUSES) expect(orderNext('remark', s)).toBe(s);
  });
});

describe('return state machine', () => {
  it('moves 待处理 → 退货中 → 已收货 → 已退款, or 待处理 → 已拒绝', () => {
    expect(returnNext('agree', RETURN_STATUS.pending)).toBe(RETURN_STATUS.returning);
    expect(returnNext('receive', RETURN_STATUS.returning)).toBe(RETURN_STATUS.received);
    expect(returnNext('refund', RETURN_STATUS.received)).toBe(RETURN_STATUS.refunded);
    expect(returnNext('reject', RETURN_STATUS.pending)).toBe(RETURN_STATUS.rejected);
  });

  it('refuses each action from every other status', () => {
    const actions: ReturnAction[] = ['agree', 'reject', 'receive', 'refund'];
    for (const a of actions) {
      const allowed = RETURN_STATUSES.filter((s) => returnNext(a, s) !== null);
      expect(allowed).toHaveLength(1);
    }
    expect(returnNext('refund', RETURN_STATUS.returning)).toBeNull();
    expect(returnNext('agree', RETURN_STATUS.rejected)).toBeNull();
  });
});

describe('money', () => {
  it('sums of lines equal the totals, in whole fen (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 10_000 }),
            unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (lines, freight, adjust) => {
          const a = orderAmounts(lines, freight, adjust);
          const sum = a.lines.reduce((s, l) => s + l.amount, 0);
          expect(a.goodsAmount).toBe(sum);
          expect(Number.isInteger(a.goodsAmount)).toBe(true);
          expect(a.payAmount).toBe(sum + freight + adjust);
          // the same sum in BigInt (no float drift anywhere)
          const exact = lines.reduce((s, l) => s + BigInt(l.quantity) * BigInt(l.unitPrice), 0n);
          expect(BigInt(a.goodsAmount)).toBe(exact);
        },
      ),
    );
  });

  it('refuses fractions of a fen', () => {
    expect(() => orderAmounts([{ quantity: 1, unitPrice: 0.1 }])).toThrow(RangeError);
  });

  it('never lets returns exceed what was paid', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (paid, refunded, open) => {
        const r = refundable(paid, Math.min(paid, refunded), open);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r + Math.min(paid, refunded) + open).toBeGreaterThanOrEqual(Math.min(paid, refunded + open));
        expect(r).toBeLessThanOrEqual(paid);
      }),
    );
  });
});

describe('调价', () => {
  it('never to 0 or below, never below what was paid or refunded', () => {
    expect(adjustRefusal(-1, 0, 0)).toEqual({ kind: 'negative' });
    expect(adjustRefusal(0, 0, 0)).toEqual({ kind: 'zero' });
    expect(adjustRefusal(1, 0, 0)).toBeNull();
    expect(adjustRefusal(4999, 5000, 0)).toEqual({ kind: 'belowSettled', floor: 5000 });
    expect(adjustRefusal(2999, 0, 3000)).toEqual({ kind: 'belowSettled', floor: 3000 });
    expect(adjustRefusal(5000, 5000, 3000)).toBeNull();
  });
  it('allows exactly the amounts above 0 and at least the settled amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        (pay, paid, refunded) => {
          const allowed = adjustRefusal(pay, paid, refunded) === null;
          expect(allowed).toBe(pay > 0 && pay >= paid && pay >= refunded);
        },
      ),
    );
  });
});

describe('group purchase', () => {
  const tiers = [
    { participants: 5, unitPrice: 9000 },
    { participants: 2, unitPrice: 9500 },
  ];
  it('prices a group by the highest tier its participants reach', () => {
    expect(tierPrice(10000, tiers, 1)).toBe(10000);
    expect(tierPrice(10000, tiers, 2)).toBe(9500);
    expect(tierPrice(10000, tiers, 4)).toBe(9500);
    expect(tierPrice(10000, tiers, 7)).toBe(9000);
  });
  it('forms at the minimum', () => {
    expect(settleOutcome(2, 1)).toBe('failed');
    expect(settleOutcome(2, 2)).toBe('formed');
  });
});
