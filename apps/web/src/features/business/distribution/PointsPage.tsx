import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Space, Tag } from 'antd';
import { useMemo } from 'react';
import { PointsMap } from '@/components/map/points-map';
import { type QueryColumn, QueryTable } from '@/components/query-table/QueryTable';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { pointsQuery, type StoragePoint, TYPE_COLORS, TYPE_TAG_COLORS } from './api';
import { distributionMessages as m } from './messages';
import { pointsSearch } from './search';

type Filter = typeof pointsSearch.defaults;

/** 储存点 (/nzywsjgl/fbsccglzxt/points): county and township storage points, as a list and on the map. */
export function PointsPage() {
  const client = useApi();
  const search = pointsSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const c = m.points.columns;
  const columns: QueryColumn<StoragePoint, Filter>[] = [
    { key: 'name', title: c.name, dataIndex: 'name', width: 180 },
    { key: 'code', title: c.code, dataIndex: 'code', width: 120 },
    {
      key: 'type',
      title: c.type,
      dataIndex: 'type',
      width: 120,
      render: (_v, r) => <Tag color={TYPE_TAG_COLORS[r.type]}>{m.types[r.type]}</Tag>,
      search: {
        type: 'select',
        name: 'type',
        options: [
          { value: '2', label: m.types[2] as string },
          { value: '3', label: m.types[3] as string },
        ],
      },
    },
    { key: 'qhmc', title: c.region, dataIndex: 'qhmc', width: 120 },
    {
      key: 'qhdm',
      title: c.qhdm,
      dataIndex: 'qhdm',
      hideInTable: true,
      search: { type: 'text', name: 'qhdm', maxLength: 12 },
    },
    { key: 'skuCount', title: c.skuCount, dataIndex: 'skuCount', width: 90, align: 'right' },
    { key: 'onHand', title: c.onHand, dataIndex: 'onHand', width: 90, align: 'right' },
    { key: 'available', title: c.available, dataIndex: 'available', width: 90, align: 'right' },
    {
      key: 'status',
      title: c.status,
      dataIndex: 'status',
      width: 80,
      render: (_v, r) => m.points.status[r.status],
    },
  ];
  const data = useQuery(pointsQuery(client, search));
  const points = useMemo(
    () =>
      (data.data?.list ?? []).map((p) => ({
        id: String(p.id),
        lon: p.lon,
        lat: p.lat,
        label: p.name,
        color: TYPE_COLORS[p.type],
        group: String(p.type),
        regionCode: p.qhdm,
        point: p,
      })),
    [data.data],
  );
  return (
    <section className="points-page">
      <TabPaneHeader title={m.points.title} />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <QueryTable
          search={pointsSearch}
          query={(s) => pointsQuery(client, s)}
          columns={columns}
          rowKey="id"
          index
          exportFile={{ fileName: '储存点列表', path: '/api/v1/web/wms/warehouse/map/export' }}
          className="points-table"
        />
        <PointsMap
          points={points}
          ariaLabel={m.points.mapLabel}
          mapName="storage-points"
          height={460}
          renderPopup={(p) => (
            <div>
              <strong>{p.label}</strong>
              <div>
                {m.types[p.point.type]} · {p.point.qhmc}
              </div>
              <div>{m.points.popup(p.point.onHand, p.point.available, p.point.skuCount)}</div>
            </div>
          )}
        />
      </Space>
    </section>
  );
}
