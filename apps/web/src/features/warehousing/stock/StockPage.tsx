import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { idFilter } from '@/components/crud';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { type StockRow, stockListQuery, stockSearch, warehouseOptionsQuery } from '../api';
import { warehousingMessages } from '../messages';
import { LedgerDrawer } from './LedgerDrawer';

const m = warehousingMessages.stock;
const c = warehousingMessages.common;
type Filter = typeof stockSearch.defaults;

/** The alert texts of a stock row (low stock of its SKU in the warehouse, expiry). */
export function stockAlerts(
  row: Pick<StockRow, 'belowWarning' | 'skuAvailable' | 'warningValue' | 'expired' | 'expiringSoon'>,
): string[] {
  return [
    ...(row.belowWarning ? [m.belowWarning(row.skuAvailable, row.warningValue)] : []),
    ...(row.expired ? [m.expired] : row.expiringSoon ? [m.expiringSoon] : []),
  ];
}

/** 库存 (/warehousing/index/stock): per warehouse / SKU / batch, 在库 锁定 可用, warnings, the ledger. */
export function StockPage() {
  const client = useApi();
  const warehouses = useQuery(warehouseOptionsQuery(client));
  const [ledger, setLedger] = useState<StockRow | null>(null);
  const columns: QueryColumn<StockRow, Filter>[] = [
    {
      key: 'warehouse',
      title: m.columns.warehouse,
      dataIndex: 'warehouseName',
      search: idFilter('warehouseId', warehouses.data?.records ?? []),
    },
    {
      key: 'sku',
      title: m.columns.sku,
      dataIndex: 'skuName',
      search: { type: 'text', name: 'keyword', label: m.columns.keyword, placeholder: '名称、规格或条码' },
    },
    { key: 'spec', title: m.columns.spec, dataIndex: 'spec' },
    {
      key: 'batchNo',
      title: m.columns.batchNo,
      dataIndex: 'batchNo',
      search: { type: 'text', name: 'batchNo', maxLength: 30 },
    },
    { key: 'onHand', title: m.columns.onHand, dataIndex: 'onHand', align: 'right', width: 80 },
    { key: 'locked', title: m.columns.locked, dataIndex: 'locked', align: 'right', width: 80 },
    {
      key: 'available',
      title: m.columns.available,
      dataIndex: 'available',
      align: 'right',
      width: 80,
      render: (_v, row) =>
        row.belowWarning ? (
          <Typography.Text type="danger" strong>
            {row.available}
          </Typography.Text>
        ) : (
          row.available
        ),
    },
    {
      key: 'warningValue',
      title: m.columns.warningValue,
      dataIndex: 'warningValue',
      align: 'right',
      width: 80,
    },
    {
      key: 'alert',
      title: m.columns.alert,
      width: 200,
      search: {
        type: 'select',
        name: 'only',
        label: m.columns.only,
        options: [
          { value: '', label: m.only.all },
          { value: 'warning', label: m.only.warning },
          { value: 'expiring', label: m.only.expiring },
          { value: 'inStock', label: m.only.inStock },
        ],
      },
      render: (_v, row) => {
        const alerts = stockAlerts(row);
        return alerts.length ? (
          <Space size={4} wrap>
            {alerts.map((a) => (
              <Tag key={a} color={a === m.expiringSoon ? 'orange' : 'red'}>
                {a}
              </Tag>
            ))}
          </Space>
        ) : (
          <Tag color="green">{m.normal}</Tag>
        );
      },
    },
    { key: 'expiryDate', title: m.columns.expiryDate, dataIndex: 'expiryDate', width: 110 },
    { key: 'location', title: m.columns.location, dataIndex: 'locationCode', width: 90 },
    { key: 'productionDate', title: m.columns.productionDate, dataIndex: 'productionDate', width: 110 },
    { key: 'unit', title: m.columns.unit, dataIndex: 'unit', width: 60 },
    { key: 'updateTime', title: m.columns.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      key: 'actions',
      title: c.actions,
      width: 80,
      fixed: 'right',
      render: (_v, row) => <RowActions actions={[{ label: m.ledger.open, onClick: () => setLedger(row) }]} />,
    },
  ];
  return (
    <section className="stock-page">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={stockSearch}
        query={(search, pageSize) => stockListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        collapsedFields={4}
        scrollX={1900}
        exportFile={{ fileName: '库存列表', path: '/api/v1/web/wms/stock/export' }}
        className="stock-table"
      />
      {ledger ? <LedgerDrawer row={ledger} onClose={() => setLedger(null)} /> : null}
    </section>
  );
}
