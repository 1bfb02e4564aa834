import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { type LedgerEntry, ledgerQuery, type StockRow } from '../api';
import { warehousingMessages } from '../messages';

const m = warehousingMessages.stock.ledger;

/** The movements of one stock row, newest first, with 操作前 / 操作后. */
export function LedgerDrawer({ row, onClose }: { row: StockRow; onClose: () => void }) {
  const client = useApi();
  const [page, setPage] = useState(1);
  const list = useQuery(ledgerQuery(client, row.id, page));
  return (
    <Drawer
      open
      size={820}
      className="stock-ledger"
      title={m.title(`${row.skuName} ${row.spec}`, row.batchNo)}
      onClose={onClose}
    >
      {list.isError ? <Alert type="error" showIcon title={m.failure} /> : null}
      <Table<LedgerEntry>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: page,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'time', title: m.time, dataIndex: 'createTime', width: 170 },
          { key: 'docNo', title: m.docNo, dataIndex: 'docNo' },
          {
            key: 'direction',
            title: m.direction,
            width: 70,
            render: (_v, r) => (
              <Tag color={r.direction === 'in' ? 'green' : 'orange'}>
                {r.direction === 'in' ? m.in : m.out}
              </Tag>
            ),
          },
          {
            key: 'quantity',
            title: m.quantity,
            align: 'right',
            render: (_v, r) => (r.quantity > 0 ? `+${r.quantity}` : String(r.quantity)),
          },
          { key: 'before', title: m.before, dataIndex: 'beforeQty', align: 'right' },
          { key: 'after', title: m.after, dataIndex: 'afterQty', align: 'right' },
          { key: 'operator', title: m.operator, dataIndex: 'operatorName' },
        ]}
      />
    </Drawer>
  );
}
