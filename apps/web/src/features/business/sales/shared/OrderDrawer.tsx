import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Image, Space, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { formatCents } from '@/components/crud';
import { QueryState } from '@/components/query-state';
import { useApi } from '@/lib/api';
import { useRights } from '@/lib/use-rights';
import { type OrderDetail, orderDetailQuery } from '../api';
import { salesMessages } from '../messages';
import { ReturnCreateDialog } from '../returns/ReturnCreateDialog';
import { type DialogAction, OrderActionDialog } from './OrderActionDialog';

const d = salesMessages.detail;
const m = salesMessages.orders;

export const ORDER_STATUS_COLORS: Record<number, string> = {
  0: 'orange',
  1: 'blue',
  2: 'cyan',
  3: 'green',
  4: 'default',
};

export function OrderStatusTag({ status }: { status: number }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{salesMessages.orderStatus[status]}</Tag>;
}

const RETURN_COLORS: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'cyan', 3: 'green', 4: 'default' };

function Amounts({ o }: { o: OrderDetail }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="order-amounts"
      style={{ maxWidth: 360, marginLeft: 'auto' }}
    >
      <Descriptions.Item label={d.goodsAmount}>{formatCents(o.goodsAmount)}</Descriptions.Item>
      <Descriptions.Item label={d.freightAmount}>{formatCents(o.freightAmount)}</Descriptions.Item>
      <Descriptions.Item label={d.adjustAmount}>
        {o.adjustAmount > 0 ? '+' : ''}
        {formatCents(o.adjustAmount)}
      </Descriptions.Item>
      <Descriptions.Item label={d.payAmount}>
        <strong style={{ color: '#cf1322' }}>{formatCents(o.payAmount)}</strong>
      </Descriptions.Item>
      {o.refundedAmount > 0 ? (
        <Descriptions.Item label={d.refundedAmount}>{formatCents(o.refundedAmount)}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** The buttons of an order, in its list's 操作 and in its detail. */
export const ORDER_RIGHTS = {
  pay: 'order:pay',
  adjust: 'order:adjust',
  close: 'order:close',
  remark: 'order:remark',
} as const;

/**
 * An order's detail (drawer): buyer and receiver, items, the amount breakdown, shipping, the
 * trail 需求 → 预约 → 订单, returns and the operation log; 调价 / 备注 / 关闭 / 确认付款 where the
 * status and the user's buttons allow.
 */
export function OrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const can = useRights({ ...ORDER_RIGHTS, returnCreate: 'return:add' });
  const detail = useQuery(orderDetailQuery(client, id));
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [returning, setReturning] = useState(false);
  const o = detail.data;
  const actions = o
    ? (
        [
          ['pay', can.pay && o.status === 0],
          ['adjust', can.adjust && o.status === 0],
          ['close', can.close && (o.status === 0 || o.status === 1)],
          ['remark', can.remark],
        ] as const
      ).filter(([, show]) => show)
    : [];
  return (
    <Drawer
      open
      size={920}
      title={o ? d.title(o.orderNo) : m.title}
      onClose={onClose}
      className="order-drawer"
      extra={
        <Space>
          {actions.map(([a]) => (
            <Button key={a} danger={a === 'close'} onClick={() => setDialog(a)}>
              {m.actions[a]}
            </Button>
          ))}
          {o && can.returnCreate && (o.status === 2 || o.status === 3) ? (
            <Button onClick={() => setReturning(true)}>{salesMessages.returns.create.action}</Button>
          ) : null}
        </Space>
      }
    >
      <QueryState query={detail} failure={m.detailFailed}>
        {(o) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions title={d.basic} size="small" column={3} bordered>
              <Descriptions.Item label={salesMessages.orders.columns.status}>
                <OrderStatusTag status={o.status} />
              </Descriptions.Item>
              <Descriptions.Item label={salesMessages.orders.columns.source}>
                {salesMessages.source[o.source]}
              </Descriptions.Item>
              <Descriptions.Item label={salesMessages.orders.columns.payMethod}>
                {o.payMethod ? salesMessages.payMethod[o.payMethod] : d.none}
              </Descriptions.Item>
              <Descriptions.Item label={d.buyer}>
                {o.customerName} {o.customerPhone}
              </Descriptions.Item>
              <Descriptions.Item label={d.receiver}>
                {o.receiverName} {o.receiverPhone}
              </Descriptions.Item>
              <Descriptions.Item label={salesMessages.orders.columns.createTime}>
                {o.createTime}
              </Descriptions.Item>
              <Descriptions.Item label={d.address} span={3}>
                {o.receiverQhmc} {o.receiverAddress}
              </Descriptions.Item>
              {o.buyerNote ? (
                <Descriptions.Item label={d.buyerNote} span={3}>
                  {o.buyerNote}
                </Descriptions.Item>
              ) : null}
              {o.remark ? (
                <Descriptions.Item label={d.remark} span={3}>
                  {o.remark}
                </Descriptions.Item>
              ) : null}
              {o.closeNote ? (
                <Descriptions.Item label={d.closeNote} span={3}>
                  {o.closeNote}
                </Descriptions.Item>
              ) : null}
            </Descriptions>

            <div>
              <h4>{d.items}</h4>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={o.lines}
                className="order-lines"
                columns={[
                  { key: 'name', title: d.item, dataIndex: 'name' },
                  { key: 'spec', title: d.spec, dataIndex: 'spec', width: 120 },
                  {
                    key: 'unitPrice',
                    title: d.unitPrice,
                    align: 'right',
                    width: 110,
                    render: (_v, l) => formatCents(l.unitPrice),
                  },
                  {
                    key: 'quantity',
                    title: d.quantity,
                    align: 'right',
                    width: 90,
                    render: (_v, l) => `${l.quantity} ${l.unit}`,
                  },
                  {
                    key: 'returned',
                    title: d.returned,
                    align: 'right',
                    width: 70,
                    dataIndex: 'returnedQuantity',
                  },
                  {
                    key: 'amount',
                    title: d.amount,
                    align: 'right',
                    width: 120,
                    render: (_v, l) => formatCents(l.amount),
                  },
                ]}
              />
              <div style={{ marginTop: 12 }}>
                <Amounts o={o} />
              </div>
            </div>

            {o.status >= 2 && o.logisticsCompany ? (
              <Descriptions title={d.shipping} size="small" column={2} bordered>
                <Descriptions.Item label={d.warehouse}>{o.warehouseName}</Descriptions.Item>
                <Descriptions.Item label={d.outboundDoc}>{o.outboundDocNo}</Descriptions.Item>
                <Descriptions.Item label={d.logistics}>{o.logisticsCompany}</Descriptions.Item>
                <Descriptions.Item label={d.trackingNo}>{o.trackingNo}</Descriptions.Item>
              </Descriptions>
            ) : null}

            <div className="order-trail">
              <h4>{d.trail}</h4>
              {o.trail.demand || o.trail.offer || o.trail.appointment ? (
                <Space wrap>
                  {o.trail.demand ? (
                    <Tag color="purple">
                      {d.demand}：{o.trail.demand.crop} {o.trail.demand.quantity}
                      {o.trail.demand.unit}（{o.trail.demand.qhmc}，{o.trail.demand.wantedDate}）
                    </Tag>
                  ) : null}
                  {o.trail.offer ? <span>→</span> : null}
                  {o.trail.offer ? (
                    <Tag color="geekblue">
                      {d.offer}：{o.trail.offer.title}
                      {o.trail.offer.dealPrice !== null
                        ? `（成团价 ${formatCents(o.trail.offer.dealPrice)}）`
                        : ''}
                    </Tag>
                  ) : null}
                  {o.trail.appointment ? <span>→</span> : null}
                  {o.trail.appointment ? (
                    <Tag color="cyan">
                      {d.appointment}：{o.trail.appointment.quantity} 件，{o.trail.appointment.createTime}
                    </Tag>
                  ) : null}
                  <span>→</span>
                  <Tag>{o.orderNo}</Tag>
                </Space>
              ) : (
                <span style={{ color: '#595959' }}>{d.noTrail}</span>
              )}
            </div>

            {o.returns.length ? (
              <div>
                <h4>{d.returns}</h4>
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={o.returns}
                  columns={[
                    {
                      key: 'no',
                      title: salesMessages.returns.columns.returnNo,
                      dataIndex: 'returnNo',
                      width: 170,
                    },
                    {
                      key: 'status',
                      title: salesMessages.returns.columns.status,
                      width: 90,
                      render: (_v, r) => (
                        <Tag color={RETURN_COLORS[r.status]}>{salesMessages.returnStatus[r.status]}</Tag>
                      ),
                    },
                    { key: 'reason', title: salesMessages.returns.columns.reason, dataIndex: 'reason' },
                    {
                      key: 'amount',
                      title: salesMessages.returns.columns.amount,
                      align: 'right',
                      width: 110,
                      render: (_v, r) => formatCents(r.amount),
                    },
                    {
                      key: 'evidence',
                      title: salesMessages.returns.columns.evidence,
                      width: 140,
                      render: (_v, r) =>
                        r.evidence.length ? (
                          <Image.PreviewGroup>
                            {r.evidence.map((src) => (
                              <Image key={src} src={src} width={32} height={32} alt="" />
                            ))}
                          </Image.PreviewGroup>
                        ) : (
                          salesMessages.returns.noEvidence
                        ),
                    },
                  ]}
                />
              </div>
            ) : null}

            <div className="order-log">
              <h4>{d.log}</h4>
              {o.logs.length ? (
                <Timeline
                  items={o.logs.map((l) => ({
                    key: l.id,
                    content: (
                      <div>
                        <strong>{l.action}</strong>
                        {l.toStatus !== null && l.fromStatus !== l.toStatus ? (
                          <span style={{ marginLeft: 8 }}>
                            {l.fromStatus !== null ? `${salesMessages.orderStatus[l.fromStatus]} → ` : ''}
                            {salesMessages.orderStatus[l.toStatus]}
                          </span>
                        ) : null}
                        {l.note ? <div>{l.note}</div> : null}
                        <div style={{ color: '#595959', fontSize: 12 }}>
                          {l.operatorName} · {l.createTime}
                        </div>
                      </div>
                    ),
                  }))}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </div>
          </Space>
        )}
      </QueryState>
      {returning && o ? <ReturnCreateDialog order={o} onClose={() => setReturning(false)} /> : null}
      {dialog && o ? <OrderActionDialog action={dialog} order={o} onClose={() => setDialog(null)} /> : null}
    </Drawer>
  );
}
