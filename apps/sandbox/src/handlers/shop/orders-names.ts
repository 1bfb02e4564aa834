/** Display names of the order and return statuses (for messages and the log). */
export const ORDER_STATUS_NAME: Record<number, string> = {
  0: '待付款',
  1: '待发货',
  2: '已发货',
  3: '已完成',
  4: '已关闭',
};

export const RETURN_STATUS_NAME: Record<number, string> = {
  0: '待处理',
  1: '退货中',
  2: '已收货',
  3: '已退款',
  4: '已拒绝',
};
