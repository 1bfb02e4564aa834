import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { field, type RecordForm, RecordFormDialog } from '@/components/crud';
import { RegionCascader, type RegionValue } from '@/components/form';
import { useApi } from '@/lib/api';
import { fenToYuan, marketPriceFen } from '@/lib/money';
import { apiFetch } from '@/lib/query';
import { PRICE_LIST_KEY, PRICE_TREND_KEY, type PriceRecord } from '../api';
import { newsMessages as m } from '../messages';
import { productOptionsQuery } from './products';

export const PRICE_UNITS = ['元/吨', '元/公斤', '元/袋', '元/瓶', '元/升', '元/亩'] as const;
type Unit = (typeof PRICE_UNITS)[number];

interface PriceForm {
  productCode: string;
  region: RegionValue;
  date: Dayjs;
  price: string;
  unit: Unit;
  market: string;
}

const p = m.prices;

/** 新增价格 / 编辑价格. */
export function PriceDialog({ record, onClose }: { record?: PriceRecord; onClose: () => void }) {
  const client = useApi();
  const products = useQuery(productOptionsQuery(client));
  const priceForm: RecordForm<PriceForm, PriceRecord> = {
    name: 'price-dialog',
    titles: { create: p.create, edit: p.edit },
    width: 560,
    labelWidth: '80px',
    fields: [
      field(
        'productCode',
        p.columns.product,
        <Select
          options={products.data ?? []}
          loading={products.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={p.productPlaceholder}
        />,
        { required: p.productRequired },
      ),
      field('region', p.columns.region, <RegionCascader />, { required: p.regionRequired }),
      field('date', p.columns.date, <DatePicker />, { required: p.dateRequired }),
      field('price', p.columns.price, <Input suffix="元" inputMode="decimal" style={{ width: 200 }} />, {
        required: p.priceRequired,
        rules: [
          {
            validator: (_r, v: string | undefined) =>
              !v || marketPriceFen(v) !== undefined
                ? Promise.resolve()
                : Promise.reject(new Error(p.priceInvalid)),
          },
        ],
      }),
      field(
        'unit',
        p.columns.unit,
        <Select options={PRICE_UNITS.map((u) => ({ value: u, label: u }))} style={{ width: 200 }} />,
        {
          required: p.unitRequired,
        },
      ),
      field('market', p.columns.market, <Input maxLength={50} />, { requiredText: p.marketRequired }),
    ],
    toValues: (row) => ({
      productCode: row.productCode,
      region: { qhdm: row.qhdm, qhmc: row.qhmc },
      date: dayjs(row.date),
      price: fenToYuan(row.price, { grouping: false }),
      unit: row.unit,
      market: row.market,
    }),
    defaults: { unit: '元/吨', date: dayjs() },
    save: {
      run: (v, row) =>
        apiFetch(client, 'system', 'post', '/api/v1/price/save', {
          body: {
            ...(row ? { id: row.id } : {}),
            productCode: v.productCode,
            qhdm: v.region.qhdm,
            date: v.date.format('YYYY-MM-DD'),
            price: marketPriceFen(v.price) as number,
            unit: v.unit,
            market: v.market.trim(),
          },
        }),
      meta: { successText: '保存成功', errorText: p.saveFailure, what: 'priceSave' },
    },
    invalidates: [PRICE_LIST_KEY, PRICE_TREND_KEY],
  };
  return <RecordFormDialog form={priceForm} record={record} onClose={onClose} />;
}
