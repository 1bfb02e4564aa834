import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { formatCents } from '@/components/crud';
import { ReasonField } from '@/components/reason-dialog';
import { useApi } from '@/lib/api';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY, type OrderDetail, RETURN_LIST_KEY, returnCreate } from '../api';
import { salesMessages } from '../messages';
import { OrderModal } from '../shared/OrderModal';

const m = salesMessages.returns.create;

interface Values {
  quantities?: Record<string, number | null>;
  amount?: string;
  reason?: string;
}

/** What each line may still return: its quantity less what was returned already. */
const returnable = (l: OrderDetail['lines'][number]) => Math.max(0, l.quantity - l.returnedQuantity);

/**
 * 登记退货 for a shipped or completed order (the customer's request taken by the back office):
 * the quantity per line (at most what is left to return), the refund amount (defaults to the
 * lines' value, never above what was paid less refunds) and the reason. The request starts
 * 待处理 on 退货管理. A refusal keeps the dialog open with what was typed.
 */
export function ReturnCreateDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [linesError, setLinesError] = useState(false);
  const paidLeft = Math.max(0, order.payAmount - order.refundedAmount);
  const quantities = Form.useWatch('quantities', form) ?? {};
  const linesCents = order.lines.reduce((sum, l) => sum + (quantities[String(l.id)] ?? 0) * l.unitPrice, 0);
  const save = useMutation({
    mutationFn: (v: Values) =>
      returnCreate(client, {
        orderId: order.id,
        reason: (v.reason ?? '').trim(),
        // Validated by the form (amountInvalid) before it is sent.
        amount: yuanToFen(v.amount) as number,
        lines: order.lines
          .map((l) => ({ orderLineId: l.id, quantity: v.quantities?.[String(l.id)] ?? 0 }))
          .filter((l) => l.quantity > 0),
      }),
    meta: { successText: m.done, errorText: m.failed, what: 'returnCreate' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: RETURN_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDER_DETAIL_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      onClose();
    },
  });
  return (
    <OrderModal
      width={720}
      title={m.title}
      orderNo={order.orderNo}
      form={form}
      pending={save.isPending}
      onClose={onClose}
      className="return-create-dialog"
    >
      <Form
        form={form}
        name="return-create"
        layout="vertical"
        initialValues={{ quantities: Object.fromEntries(order.lines.map((l) => [String(l.id), 0])) }}
        onValuesChange={(changed: Values) => {
          if (!changed.quantities) return;
          setLinesError(false);
          const q = { ...(form.getFieldValue('quantities') as Record<string, number | null>) };
          const cents = order.lines.reduce((sum, l) => sum + (q[String(l.id)] ?? 0) * l.unitPrice, 0);
          form.setFieldValue('amount', fenToYuan(Math.min(cents, paidLeft), { grouping: false }));
        }}
        onFinish={(v) => {
          const any = order.lines.some((l) => (v.quantities?.[String(l.id)] ?? 0) > 0);
          setLinesError(!any);
          if (any) save.mutate(v);
        }}
      >
        <Form.Item
          label={m.lines}
          validateStatus={linesError ? 'error' : undefined}
          help={linesError ? m.linesRequired : undefined}
        >
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.lines}
            columns={[
              { key: 'name', title: salesMessages.detail.item, render: (_v, l) => `${l.name} ${l.spec}` },
              {
                key: 'price',
                title: salesMessages.detail.unitPrice,
                align: 'right',
                width: 100,
                render: (_v, l) => formatCents(l.unitPrice),
              },
              {
                key: 'left',
                title: m.returnable,
                align: 'right',
                width: 80,
                render: (_v, l) => returnable(l),
              },
              {
                key: 'quantity',
                title: m.quantity,
                width: 130,
                render: (_v, l) => (
                  <Form.Item name={['quantities', String(l.id)]} noStyle>
                    <InputNumber
                      min={0}
                      max={returnable(l)}
                      precision={0}
                      disabled={returnable(l) === 0}
                      aria-label={`${m.quantity} ${l.name}`}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={m.amount}
          extra={m.amountHint(formatCents(linesCents), formatCents(paidLeft))}
          rules={[
            { required: true, whitespace: true, message: m.amountRequired },
            {
              validator: (_r, v: string | undefined) => {
                if (!v?.trim()) return Promise.resolve();
                const cents = yuanToFen(v);
                if (cents === undefined) return Promise.reject(new Error(m.amountInvalid));
                if (cents > paidLeft)
                  return Promise.reject(new Error(m.amountTooMuch(formatCents(paidLeft))));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={12} onPressEnter={() => form.submit()} />
        </Form.Item>
        <ReasonField label={m.reason} requiredMessage={m.reasonRequired} />
      </Form>
    </OrderModal>
  );
}
