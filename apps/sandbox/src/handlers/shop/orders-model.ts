/**
 * The state machines of orders, returns and group offers, and the money arithmetic of an order:
 * pure functions (no database), so every allowed and refused transition is tested on its own.
 * Money is integer fen; sums are integer sums (`bigint`-safe within Number's 2^53).
 */

export const ORDER_STATUS = { unpaid: 0, toShip: 1, shipped: 2, completed: 3, closed: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const RETURN_STATUS = { pending: 0, returning: 1, received: 2, refunded: 3, rejected: 4 } as const;
export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];

export const OFFER_STATUS = { open: 0, formed: 1, failed: 2 } as const;
export const APPOINTMENT_STATUS = { booked: 0, ordered: 1, released: 2, cancelled: 3 } as const;

export type OrderAction = 'pay' | 'ship' | 'complete' | 'close' | 'adjust' | 'remark';
export type ReturnAction = 'agree' | 'reject' | 'receive' | 'refund';

/** From which order statuses an action may run (remark: any). */
export const ORDER_ACTION_FROM: Record<OrderAction, readonly OrderStatus[]> = {
  pay: [ORDER_STATUS.unpaid],
  ship: [ORDER_STATUS.toShip],
  complete: [ORDER_STATUS.shipped],
  close: [ORDER_STATUS.unpaid, ORDER_STATUS.toShip],
  adjust: [ORDER_STATUS.unpaid],
  remark: [
    ORDER_STATUS.unpaid,
    ORDER_STATUS.toShip,
    ORDER_STATUS.shipped,
    ORDER_STATUS.completed,
    ORDER_STATUS.closed,
  ],
};

/** The status an action leads to (adjust and remark keep it). */
export function orderNext(action: OrderAction, from: OrderStatus): OrderStatus | null {
  if (!ORDER_ACTION_FROM[action].includes(from)) return null;
  switch (action) {
    case 'pay':
      return ORDER_STATUS.toShip;
    case 'ship':
      return ORDER_STATUS.shipped;
    case 'complete':
      return ORDER_STATUS.completed;
    case 'close':
      return ORDER_STATUS.closed;
    default:
      return from;
  }
}

export const RETURN_ACTION_FROM: Record<ReturnAction, ReturnStatus> = {
  agree: RETURN_STATUS.pending,
  reject: RETURN_STATUS.pending,
  receive: RETURN_STATUS.returning,
  refund: RETURN_STATUS.received,
};

export const RETURN_ACTION_TO: Record<ReturnAction, ReturnStatus> = {
  agree: RETURN_STATUS.returning,
  reject: RETURN_STATUS.rejected,
  receive: RETURN_STATUS.received,
  refund: RETURN_STATUS.refunded,
};

export function returnNext(action: ReturnAction, from: ReturnStatus): ReturnStatus | null {
  return RETURN_ACTION_FROM[action] === from ? RETURN_ACTION_TO[action] : null;
}

/** A return can be requested for an order that left the warehouse. */
export const RETURNABLE_ORDER: readonly OrderStatus[] = [ORDER_STATUS.shipped, ORDER_STATUS.completed];

export interface MoneyLine {
  quantity: number;
  unitPrice: number;
}

export interface OrderAmounts {
  lines: { amount: number }[];
  goodsAmount: number;
  freightAmount: number;
  adjustAmount: number;
  payAmount: number;
}

/** Line amounts and totals in fen, integers only; refuses what is not a whole number of fen. */
export function orderAmounts(lines: readonly MoneyLine[], freightAmount = 0, adjustAmount = 0): OrderAmounts {
  for (const v of [freightAmount, adjustAmount, ...lines.flatMap((l) => [l.quantity, l.unitPrice])])
    if (!Number.isSafeInteger(v)) throw new RangeError(`not an integer amount: ${v}`);
  const amounts = lines.map((l) => ({ amount: l.quantity * l.unitPrice }));
  const goodsAmount = amounts.reduce((s, l) => s + l.amount, 0);
  return {
    lines: amounts,
    goodsAmount,
    freightAmount,
    adjustAmount,
    payAmount: goodsAmount + freightAmount + adjustAmount,
  };
}

/** Why a 调价 to `newPay` fen is refused, or null when it is allowed. */
export type AdjustRefusal = { kind: 'negative' } | { kind: 'zero' } | { kind: 'belowSettled'; floor: number };

/**
 * An order's amount to pay after 调价 must stay above 0 and never fall below what was already paid
 * (`paid`, 0 while unpaid) or refunded: money already moved cannot be adjusted away.
 */
export function adjustRefusal(newPay: number, paid: number, refunded: number): AdjustRefusal | null {
  if (newPay < 0) return { kind: 'negative' };
  if (newPay === 0) return { kind: 'zero' };
  const floor = Math.max(paid, refunded);
  if (newPay < floor) return { kind: 'belowSettled', floor };
  return null;
}

export interface Tier {
  participants: number;
  unitPrice: number;
}

/** The unit price of a group of `participants`: the highest tier reached, else the base price. */
export function tierPrice(basePrice: number, tiers: readonly Tier[], participants: number): number {
  let price = basePrice;
  for (const t of [...tiers].sort((a, b) => a.participants - b.participants))
    if (participants >= t.participants) price = t.unitPrice;
  return price;
}

/** What a group offer becomes at its deadline. */
export function settleOutcome(minParticipants: number, participants: number): 'formed' | 'failed' {
  return participants >= minParticipants ? 'formed' : 'failed';
}

/**
 * What may still be refunded of an order: paid minus refunded minus what open returns claim.
 * A new return's amount must be at most this.
 */
export function refundable(payAmount: number, refunded: number, openClaims: number): number {
  return Math.max(0, payAmount - refunded - openClaims);
}
