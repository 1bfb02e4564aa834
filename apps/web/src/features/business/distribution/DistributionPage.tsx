import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Breadcrumb, Button, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { choroplethClasses, classColor, PointsMap, sizeByValue } from '@/components/map/points-map';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { quantityByRegion, type SkuOption, skuDistributionQuery, skuOptionsQuery } from './api';
import { distributionMessages as m } from './messages';
import { distributionSearch } from './search';

const PROVINCE = '43';

/**
 * 库存分布 (/nzywsjgl/fbsccglzxt/distribution): one SKU's stock across warehouses and storage
 * points — points coloured and sized by quantity, regions filled by the sum of their points,
 * drill-down by region code (province → city → county).
 */
export function DistributionPage() {
  const client = useApi();
  const navigate = useNavigate();
  const search = distributionSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const scope = search.qhdm || PROVINCE;
  const set = (patch: { skuId?: number; qhdm?: string }) =>
    void navigate({
      to: '.',
      search: ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never,
      replace: true,
    });

  const [keyword, setKeyword] = useState('');
  const options = useQuery(
    skuOptionsQuery(client, { keyword, ...(search.skuId ? { ids: [search.skuId] } : {}) }),
  );
  const query = useQuery(skuDistributionQuery(client, search.skuId));
  const all = query.data?.list ?? [];
  const stocked = useMemo(() => all.filter((p) => p.onHand > 0), [all]);
  const values = useMemo(() => quantityByRegion(stocked, scope), [stocked, scope]);
  const classes = useMemo(() => choroplethClasses(stocked.map((p) => p.onHand)), [stocked]);
  const max = Math.max(0, ...stocked.map((p) => p.onHand));
  const points = useMemo(
    () =>
      stocked.map((p) => ({
        id: String(p.id),
        lon: p.lon,
        lat: p.lat,
        label: p.name,
        color: classColor(p.onHand, classes) ?? '#52c41a',
        size: sizeByValue(p.onHand, max),
        regionCode: p.qhdm,
        point: p,
      })),
    [stocked, classes, max],
  );
  const inScope = stocked.filter((p) => p.qhdm.startsWith(scope));
  const total = inScope.reduce((s, p) => s + p.onHand, 0);
  const trail = [PROVINCE, scope.slice(0, 4), scope.slice(0, 6)].filter(
    (c, i, a) => c.length <= scope.length && a.indexOf(c) === i,
  );
  const names = useMemo(() => {
    const map = new Map<string, string>([[PROVINCE, m.distribution.province]]);
    for (const p of all) map.set(p.qhdm, p.qhmc);
    return map;
  }, [all]);

  return (
    <section className="distribution-page">
      <TabPaneHeader title={m.distribution.title} />
      <Space wrap size="large" style={{ marginBottom: 12 }}>
        <Space>
          <label htmlFor="distribution-sku">{m.distribution.sku}</label>
          <Select<number>
            id="distribution-sku"
            showSearch
            allowClear
            style={{ width: 320 }}
            placeholder={m.distribution.skuPlaceholder}
            filterOption={false}
            onSearch={setKeyword}
            loading={options.isFetching}
            value={search.skuId || undefined}
            onChange={(v) => set({ skuId: v ?? 0 })}
            options={(options.data?.list ?? []).map((o: SkuOption) => ({
              value: o.id,
              label: `${o.skuName} ${o.spec}`,
            }))}
          />
        </Space>
        <Space>
          <span>{m.distribution.region}</span>
          <Breadcrumb
            items={trail.map((code) => ({
              key: code,
              title:
                code === scope ? (
                  (names.get(code) ?? code)
                ) : (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => set({ qhdm: code === PROVINCE ? '' : code })}
                  >
                    {names.get(code) ?? code}
                  </Button>
                ),
            }))}
          />
        </Space>
        {search.skuId > 0 && query.data && (
          <Typography.Text>{m.distribution.total(total, inScope.length)}</Typography.Text>
        )}
        <Typography.Text type="secondary">{m.distribution.regionHint}</Typography.Text>
      </Space>
      {search.skuId === 0 ? (
        <Alert type="info" showIcon title={m.distribution.pickSku} style={{ marginBottom: 12 }} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.distribution.failure}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : query.isPending ? (
        <Spin style={{ display: 'block', marginBottom: 12 }} />
      ) : null}
      <PointsMap
        points={points}
        regionCode={scope}
        choropleth={search.skuId > 0 ? { values, title: m.distribution.legend } : undefined}
        onRegionClick={(code) => {
          if (code.length <= 6 && code !== scope) set({ qhdm: code });
        }}
        ariaLabel={m.distribution.mapLabel}
        mapName="distribution"
        renderPopup={(p) => (
          <div>
            <strong>{p.label}</strong>
            <div>{p.point.qhmc}</div>
            <div>{m.distribution.popup(p.point.onHand, p.point.available)}</div>
          </div>
        )}
      />
    </section>
  );
}
