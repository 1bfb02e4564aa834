import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { formatCents } from '@/components/crud';
import { useApi } from '@/lib/api';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY, type Order, type OrderAction, orderAction } from '../api';
import { salesMessages } from '../messages';
import { OrderModal } from './OrderModal';

const m = salesMessages.orders;
/** `adjustAmount` is within ±100,000,000 fen (openapi/shop.yaml, OrderActionRequest). */
const MAX_ADJUST_CENTS = 100_000_000;

export type DialogAction = Extract<OrderAction, 'close' | 'adjust' | 'remark' | 'pay'>;

interface Values {
  note?: string;
  adjust?: string;
  payMethod?: number;
}

/**
 * 关闭 (a note is required: 操作备注不能为空), 调价 (signed yuan, two decimals at most), 备注 and
 * 确认付款 (payment method). A failed save keeps the dialog open with what was typed; Enter
 * submits, Esc closes.
 */
export function OrderActionDialog({
  action,
  order,
  onClose,
}: {
  action: DialogAction;
  order: Pick<
    Order,
    'id' | 'orderNo' | 'goodsAmount' | 'freightAmount' | 'adjustAmount' | 'payAmount' | 'remark'
  >;
  onClose: () => void;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) => {
      const adjust = v.adjust ? v.adjust.trim() : '';
      const negative = adjust.startsWith('-');
      // Validated by the form (adjustInvalid) before it is sent.
      const cents = yuanToFen(negative ? adjust.slice(1) : adjust.replace(/^\+/, '')) as number;
      return orderAction(client, {
        id: order.id,
        action,
        ...(v.note?.trim() ? { note: v.note.trim() } : {}),
        ...(action === 'adjust' ? { adjustAmount: negative ? -cents : cents } : {}),
        ...(action === 'pay' && v.payMethod ? { payMethod: v.payMethod } : {}),
      });
    },
    meta: { successText: m.done[action], errorText: m.failed[action], what: `orderAction ${action}` },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDER_DETAIL_KEY });
      onClose();
    },
  });
  const title = { close: m.closeTitle, adjust: m.adjustTitle, remark: m.remarkTitle, pay: m.payTitle }[
    action
  ];
  const adjustText = Form.useWatch('adjust', form);
  const preview = (() => {
    const t = (adjustText ?? '').trim();
    if (!t) return null;
    const negative = t.startsWith('-');
    const cents = yuanToFen(negative ? t.slice(1) : t.replace(/^\+/, ''));
    if (cents === undefined) return null;
    return order.goodsAmount + order.freightAmount + (negative ? -cents : cents);
  })();
  return (
    <OrderModal
      title={title}
      orderNo={order.orderNo}
      form={form}
      pending={save.isPending}
      onClose={onClose}
      className={`order-${action}-dialog`}
    >
      <Form
        form={form}
        name={`order-${action}`}
        layout="vertical"
        initialValues={{
          note: action === 'remark' ? (order.remark ?? '') : '',
          adjust:
            action === 'adjust' && order.adjustAmount
              ? fenToYuan(order.adjustAmount, { grouping: false })
              : '',
        }}
        onFinish={(v) => save.mutate(v)}
      >
        {action === 'pay' ? (
          <Form.Item label={salesMessages.detail.payAmount}>{formatCents(order.payAmount)}</Form.Item>
        ) : null}
        {action === 'pay' ? (
          <Form.Item
            name="payMethod"
            label="支付方式"
            rules={[{ required: true, message: m.payMethodRequired }]}
          >
            <Select
              options={Object.entries(salesMessages.payMethod).map(([value, label]) => ({
                value: Number(value),
                label,
              }))}
            />
          </Form.Item>
        ) : null}
        {action === 'adjust' ? (
          <Form.Item
            name="adjust"
            label={m.adjustAmount}
            extra={`${m.adjustHint}${preview !== null ? `；调价后实付 ${formatCents(preview)}` : ''}`}
            rules={[
              { required: true, message: m.adjustRequired },
              {
                validator: (_r, v: string | undefined) => {
                  const t = (v ?? '').trim();
                  if (!t) return Promise.resolve();
                  const cents = yuanToFen(t.replace(/^[+-]/, ''));
                  if (cents === undefined) return Promise.reject(new Error(m.adjustInvalid));
                  // The contract's bound of adjustAmount (±1,000,000 元 in fen).
                  return cents > MAX_ADJUST_CENTS
                    ? Promise.reject(new Error(m.adjustTooLarge))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input maxLength={13} placeholder="-10.50" onPressEnter={() => form.submit()} />
          </Form.Item>
        ) : null}
        {action !== 'pay' ? (
          <Form.Item
            name="note"
            label={m.note}
            rules={action === 'adjust' ? [] : [{ required: true, whitespace: true, message: m.noteRequired }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        ) : null}
      </Form>
    </OrderModal>
  );
}
