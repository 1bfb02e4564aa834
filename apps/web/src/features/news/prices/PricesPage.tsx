import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import { apiFetch } from '@/lib/query';
import { useRights } from '@/lib/use-rights';
import { PRICE_LIST_KEY, PRICE_TREND_KEY, type PriceRecord, priceListQuery } from '../api';
import { newsMessages as m } from '../messages';
import { PriceDialog } from './PriceDialog';
import { PriceImport } from './PriceImport';
import { PriceTrend } from './PriceTrend';
import { flatProducts, productOptionsQuery } from './products';
import { priceSearch } from './search';
import '../articles/news.css';

type Filter = typeof priceSearch.defaults;

/** ↑ / ↓ per cent against the previous record of the same product, region and market. */
export function ChangeCell({ pct }: { pct: number | null }) {
  if (pct === null) return <span>—</span>;
  if (pct === 0) return <span>0.0%</span>;
  return pct > 0 ? (
    <span className="price-up">↑ {pct.toFixed(1)}%</span>
  ) : (
    <span className="price-down">↓ {Math.abs(pct).toFixed(1)}%</span>
  );
}

/** 市场价格 (/policyNews/index/marketPrice): records, change vs previous, import, trend. */
export function PricesPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const title = m.pages.marketPrice;
  const can = useRights({ add: 'price:add', edit: 'price:edit', remove: 'price:delete' });
  const [dialog, setDialog] = useState<{ record?: PriceRecord } | null>(null);
  const products = useQuery(productOptionsQuery(client));
  const remove = useMutation({
    mutationFn: (row: PriceRecord) =>
      apiFetch(client, 'system', 'post', '/api/v1/price/delete', { body: { id: row.id } }),
    meta: { successText: m.prices.deleteSuccess, errorText: m.prices.deleteFailure, what: 'priceDelete' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: PRICE_TREND_KEY });
    },
  });
  const c = m.prices.columns;
  const columns: QueryColumn<PriceRecord, Filter>[] = [
    {
      key: 'product',
      title: c.product,
      dataIndex: 'productName',
      width: 110,
      search: {
        type: 'select',
        name: 'productCode',
        options: [{ value: '', label: m.all }, ...flatProducts(products.data ?? [])],
      },
    },
    {
      key: 'region',
      title: c.region,
      dataIndex: 'qhmc',
      width: 150,
      search: { type: 'region', name: 'qhdm' },
    },
    {
      key: 'market',
      title: c.market,
      dataIndex: 'market',
      ellipsis: true,
      search: { type: 'text', name: 'market', maxLength: 50 },
    },
    {
      key: 'date',
      title: c.date,
      dataIndex: 'date',
      width: 120,
      search: { type: 'dateRange', name: 'date' },
    },
    {
      key: 'price',
      title: c.price,
      width: 120,
      align: 'right',
      render: (_v, row) => fenToYuan(row.price, { grouping: false }),
    },
    { key: 'unit', title: c.unit, dataIndex: 'unit', width: 90 },
    {
      key: 'change',
      title: c.change,
      width: 110,
      align: 'right',
      render: (_v, row) => <ChangeCell pct={row.changePct} />,
    },
    rowActionsColumn({
      title: c.actions,
      width: 130,
      okText: m.articles.confirm.ok,
      cancelText: m.articles.confirm.cancel,
      actions: (row) => [
        { label: m.articles.actions.edit, visible: can.edit, onClick: () => setDialog({ record: row }) },
        {
          label: m.articles.actions.delete,
          visible: can.remove,
          danger: true,
          confirm: m.prices.deleteConfirm,
          onClick: () => remove.mutateAsync(row),
        },
      ],
    }),
  ];
  return (
    <section className="news-prices">
      <TabPaneHeader title={title} />
      <QueryTable
        search={priceSearch}
        query={(search, pageSize) => priceListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add ? () => setDialog({}) : undefined}
        toolbar={can.add ? <PriceImport /> : undefined}
        exportFile={{ fileName: m.prices.exportName, path: '/api/v1/price/export' }}
        className="price-table"
      />
      <PriceTrend />
      {dialog ? <PriceDialog record={dialog.record} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
