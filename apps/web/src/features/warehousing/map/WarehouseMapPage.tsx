import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Checkbox, Descriptions, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type MapPoint, PointsMap, sizeByValue } from '@/components/map/points-map';
import { useApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import { TYPE_COLORS, type WarehouseMapPoint, warehouseMapQuery } from './api';
import { warehouseMapMessages as m } from './messages';
import { ShelfGrid } from './ShelfGrid';
import { warehouseMapSearch } from './search';
import './warehouse-map.css';

const TYPES = [1, 2, 3, 4];

type WarehousePoint = MapPoint & { warehouse: WarehouseMapPoint };

/** The warehouses as points: coloured by type, sized by stock value. */
export function warehousePoints(list: readonly WarehouseMapPoint[]): WarehousePoint[] {
  const max = Math.max(0, ...list.map((w) => w.stockValue));
  return list.map((w) => ({
    id: String(w.id),
    lon: w.lon,
    lat: w.lat,
    label: w.name,
    color: TYPE_COLORS[w.type] ?? '#1677ff',
    size: sizeByValue(w.stockValue, max),
    group: String(w.type),
    regionCode: w.qhdm,
    warehouse: w,
  }));
}

/** 仓库地图 (/warehousing/index/map): the warehouses on the shared map, a popup with the stock summary, the shelf grid. */
export function WarehouseMapPage() {
  const client = useApi();
  const search = warehouseMapSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const query = useQuery(warehouseMapQuery(client));
  const [shownTypes, setShownTypes] = useState<number[]>(TYPES);
  const list = query.data?.list ?? [];
  const points = useMemo(() => warehousePoints(list), [list]);
  const hiddenGroups = useMemo(() => TYPES.filter((t) => !shownTypes.includes(t)).map(String), [shownTypes]);
  const totalValue = list.reduce((sum, w) => sum + w.stockValue, 0);
  const selected = search.warehouseId > 0 ? list.find((w) => w.id === search.warehouseId) : undefined;
  const choose = (warehouseId: number) =>
    void navigate({
      to: '.',
      search: ((prev: Record<string, unknown>) => ({ ...prev, warehouseId })) as never,
      replace: true,
    });

  return (
    <Card title={m.title} className="warehouse-map-page">
      <Space wrap size="large" className="warehouse-map-toolbar">
        <Space>
          <span>{m.typeFilter}</span>
          <Checkbox.Group
            aria-label={m.typeFilter}
            value={shownTypes}
            onChange={(v) => setShownTypes(v as number[])}
            options={TYPES.map((t) => ({
              value: t,
              label: (
                <span>
                  <span className="warehouse-map-dot" style={{ background: TYPE_COLORS[t] }} />
                  {m.types[t]}
                </span>
              ),
            }))}
          />
        </Space>
        <Typography.Text type="secondary">{m.sizeHint}</Typography.Text>
        {query.data && <Typography.Text>{m.stats(list.length, fenToYuan(totalValue))}</Typography.Text>}
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <>
          {query.data && list.length === 0 && (
            <Alert type="info" showIcon title={m.empty} style={{ marginBottom: 12 }} />
          )}
          <PointsMap
            points={points}
            hiddenGroups={hiddenGroups}
            highlightId={selected ? String(selected.id) : null}
            ariaLabel={m.mapLabel}
            mapName="warehouses"
            renderPopup={(p) => (
              <WarehousePopup warehouse={p.warehouse} onShelves={() => choose(p.warehouse.id)} />
            )}
          />
        </>
      )}
      <div className="warehouse-map-shelves">
        {selected ? (
          <ShelfGrid warehouse={selected} onClose={() => choose(0)} />
        ) : (
          <Typography.Text type="secondary">{m.shelves.pick}</Typography.Text>
        )}
      </div>
    </Card>
  );
}

function WarehousePopup({
  warehouse: w,
  onShelves,
}: {
  warehouse: WarehouseMapPoint;
  onShelves: () => void;
}) {
  const p = m.popup;
  return (
    <div className="warehouse-map-popup">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {w.name}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: p.type, children: m.types[w.type] ?? w.type },
          { key: 'region', label: p.region, children: w.qhmc },
          { key: 'sku', label: p.skuCount, children: w.skuCount },
          { key: 'onHand', label: p.onHand, children: w.onHand },
          { key: 'available', label: p.available, children: w.available },
          { key: 'value', label: p.value, children: `¥${fenToYuan(w.stockValue)}` },
        ]}
      />
      <Space style={{ marginTop: 8 }}>
        <Link to="/warehousing/index/stock" search={{ warehouseId: w.id } as never}>
          {p.toStock}
        </Link>
        <Button size="small" onClick={onShelves}>
          {p.shelves}
        </Button>
      </Space>
    </div>
  );
}
