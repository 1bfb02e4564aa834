import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Empty, Form, Radio, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '@/components/charts';
import { regionChildrenQueryOptions } from '@/components/form';
import { useApi } from '@/lib/api';
import { fenToYuanNumber } from '@/lib/money';
import { apiQuery } from '@/lib/query';
import type { PriceTrend as Trend } from '../api';
import { newsMessages as m } from '../messages';
import { productOptionsQuery } from './products';

type Period = 'day' | 'week' | 'month';
type Measure = 'avg' | 'high' | 'low';

/** The chart option of a trend: one line per region, the measure in 元 (from fen). */
export function trendOption(trend: Trend, measure: Measure): ChartOption {
  const periods = [...new Set(trend.series.flatMap((s) => s.points.map((p) => p.period)))].sort();
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v) => (typeof v === 'number' ? v.toFixed(2) : String(v ?? '')),
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 64, right: 24, top: 52, bottom: 64 },
    xAxis: { type: 'category', data: periods, boundaryGap: false },
    yAxis: { type: 'value', scale: true, name: m.trend.yAxis(trend.unit ?? '') },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 12 }],
    series: trend.series.map((s) => {
      const byPeriod = new Map(s.points.map((p) => [p.period, p[measure]]));
      return {
        type: 'line',
        name: s.qhmc,
        showSymbol: false,
        connectNulls: true,
        data: periods.map((p) => {
          const fen = byPeriod.get(p);
          return fen === undefined ? null : fenToYuanNumber(fen);
        }),
      };
    }),
  };
}

/** 价格走势: one product across chosen regions, by day / week / month, average / high / low. */
export function PriceTrend() {
  const client = useApi();
  const [productCode, setProductCode] = useState('0101');
  const [regions, setRegions] = useState<string[]>(['4301', '4306', '4307']);
  const [period, setPeriod] = useState<Period>('month');
  const [measure, setMeasure] = useState<Measure>('avg');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(3, 'year'), dayjs()]);
  const cities = useQuery(regionChildrenQueryOptions(client, '43'));
  const products = useQuery(productOptionsQuery(client));
  const trend = useQuery({
    ...apiQuery(
      client,
      'system',
      'post',
      '/api/v1/price/trend',
      {
        body: {
          productCode,
          regions,
          period,
          from: range[0].format('YYYY-MM-DD'),
          to: range[1].format('YYYY-MM-DD'),
        },
      },
      { meta: { errorText: m.trend.failure, what: 'priceTrend' } },
    ),
    enabled: regions.length > 0 && Boolean(productCode),
  });
  const option = useMemo(
    () => (trend.data ? trendOption(trend.data, measure) : undefined),
    [trend.data, measure],
  );
  const empty = trend.data ? trend.data.series.every((s) => s.points.length === 0) : false;
  const t = m.trend;
  return (
    <Card title={t.title} className="price-trend" size="small">
      <Form layout="inline" className="price-trend-form" style={{ rowGap: 8, marginBottom: 8 }}>
        <Form.Item label={t.product}>
          <Select
            aria-label={t.product}
            style={{ width: 150 }}
            value={productCode}
            onChange={setProductCode}
            loading={products.isPending}
            options={products.data ?? []}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          label={t.regions}
          validateStatus={regions.length ? undefined : 'error'}
          help={regions.length ? undefined : t.regionsRequired}
        >
          <Select
            mode="multiple"
            aria-label={t.regions}
            style={{ minWidth: 280, maxWidth: 520 }}
            maxTagCount="responsive"
            value={regions}
            onChange={setRegions}
            loading={cities.isPending}
            options={(cities.data ?? []).map((c) => ({ value: String(c.value), label: String(c.label) }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label={t.period}>
          <Radio.Group
            optionType="button"
            value={period}
            onChange={(e) => setPeriod(e.target.value as Period)}
            options={(['day', 'week', 'month'] as const).map((p) => ({ value: p, label: t.periods[p] }))}
          />
        </Form.Item>
        <Form.Item label={t.measure}>
          <Radio.Group
            optionType="button"
            value={measure}
            onChange={(e) => setMeasure(e.target.value as Measure)}
            options={(['avg', 'high', 'low'] as const).map((k) => ({ value: k, label: t.measures[k] }))}
          />
        </Form.Item>
        <Form.Item label={t.range}>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(v) => {
              if (v?.[0] && v[1]) setRange([v[0], v[1]]);
            }}
          />
        </Form.Item>
      </Form>
      <div className="price-trend-chart">
        {trend.isError ? (
          <Alert
            type="error"
            showIcon
            title={t.failure}
            action={<Button onClick={() => void trend.refetch()}>{m.articles.retry}</Button>}
          />
        ) : trend.isPending && regions.length > 0 ? (
          <Spin style={{ display: 'block', paddingTop: 120 }} />
        ) : empty || !option || !trend.data ? (
          <Empty description={t.empty} />
        ) : (
          <Chart
            option={option}
            notMerge
            ariaLabel={t.chartLabel(trend.data.productName)}
            testId="price-trend-chart"
          />
        )}
      </div>
    </Card>
  );
}
