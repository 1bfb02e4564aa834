import { useHasButton } from '@/lib/Permission';

/** The menu groups holding the sales pages: lookup keys into the user's menu tree (as seeded). */
const SUPPLY_MENU = '供应链管理子系统';

/** What the user may do on 订单明细, 发货管理 and 退货管理. */
export function useSalesButtons() {
  return {
    pay: useHasButton(SUPPLY_MENU, '订单明细', 'order:pay'),
    complete: useHasButton(SUPPLY_MENU, '订单明细', 'order:complete'),
    close: useHasButton(SUPPLY_MENU, '订单明细', 'order:close'),
    adjust: useHasButton(SUPPLY_MENU, '订单明细', 'order:adjust'),
    remark: useHasButton(SUPPLY_MENU, '订单明细', 'order:remark'),
    ship: useHasButton(SUPPLY_MENU, '发货管理', 'shipment:send'),
    returnAudit: useHasButton(SUPPLY_MENU, '退货管理', 'return:audit'),
    refund: useHasButton(SUPPLY_MENU, '退货管理', 'return:refund'),
    returnCreate: useHasButton(SUPPLY_MENU, '退货管理', 'return:add'),
  };
}
