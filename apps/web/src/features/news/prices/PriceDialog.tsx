import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EntityDialog } from '@/components/entity-dialog';
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

/** 新增价格 / 编辑价格. */
export function PriceDialog({ record, onClose }: { record?: PriceRecord; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const products = useQuery(productOptionsQuery(client));
  const p = m.prices;
  return (
    <EntityDialog<PriceForm, PriceRecord, number>
      mode={record ? 'edit' : 'create'}
      name="price-dialog"
      title={record ? p.edit : p.create}
      width={560}
      formProps={{ labelCol: { flex: '80px' } }}
      initialValues={
        record
          ? {
              productCode: record.productCode,
              region: { qhdm: record.qhdm, qhmc: record.qhmc },
              date: dayjs(record.date),
              price: fenToYuan(record.price, { grouping: false }),
              unit: record.unit,
              market: record.market,
            }
          : { unit: '元/吨', date: dayjs() }
      }
      save={(v) =>
        apiFetch(client, 'system', 'post', '/api/v1/price/save', {
          body: {
            ...(record ? { id: record.id } : {}),
            productCode: v.productCode,
            qhdm: v.region.qhdm,
            date: v.date.format('YYYY-MM-DD'),
            price: marketPriceFen(v.price) as number,
            unit: v.unit,
            market: v.market.trim(),
          },
        })
      }
      saveMeta={{ successText: '保存成功', errorText: p.saveFailure, what: 'priceSave' }}
      onClose={({ saved }) => {
        if (saved) {
          void queryClient.invalidateQueries({ queryKey: PRICE_LIST_KEY });
          void queryClient.invalidateQueries({ queryKey: PRICE_TREND_KEY });
        }
        onClose();
      }}
    >
      {() => (
        <>
          <Form.Item
            label={p.columns.product}
            name="productCode"
            rules={[{ required: true, message: p.productRequired }]}
          >
            <Select
              options={products.data ?? []}
              loading={products.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={p.productPlaceholder}
            />
          </Form.Item>
          <Form.Item
            label={p.columns.region}
            name="region"
            rules={[{ required: true, message: p.regionRequired }]}
          >
            <RegionCascader />
          </Form.Item>
          <Form.Item label={p.columns.date} name="date" rules={[{ required: true, message: p.dateRequired }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item
            label={p.columns.price}
            name="price"
            rules={[
              { required: true, message: p.priceRequired },
              {
                validator: (_r, v: string | undefined) =>
                  !v || marketPriceFen(v) !== undefined
                    ? Promise.resolve()
                    : Promise.reject(new Error(p.priceInvalid)),
              },
            ]}
          >
            <Input suffix="元" inputMode="decimal" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={p.columns.unit} name="unit" rules={[{ required: true, message: p.unitRequired }]}>
            <Select options={PRICE_UNITS.map((u) => ({ value: u, label: u }))} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label={p.columns.market}
            name="market"
            rules={[{ required: true, whitespace: true, message: p.marketRequired }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
