import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Spin, Typography } from 'antd';
import { useApi } from '@/lib/api';
import { occupancyLevel, type WarehouseMapPoint, warehouseOccupancyQuery } from './api';
import { warehouseMapMessages as m } from './messages';

const LEVELS = ['empty', 'low', 'mid', 'high'] as const;

/** The locations (库位) of a warehouse, zone by zone, coloured by occupancy. */
export function ShelfGrid({ warehouse, onClose }: { warehouse: WarehouseMapPoint; onClose: () => void }) {
  const client = useApi();
  const query = useQuery(warehouseOccupancyQuery(client, warehouse.id));
  const s = m.shelves;
  return (
    <section aria-label={s.title(warehouse.name)} className="shelf-grid">
      <Space className="shelf-grid-head" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {s.title(warehouse.name)}
        </Typography.Title>
        {LEVELS.map((l) => (
          <span key={l} className="shelf-grid-key">
            <span className={`shelf-cell-swatch shelf-${l}`} />
            {s.legend[l]}
          </span>
        ))}
        <Button size="small" onClick={onClose}>
          {s.close}
        </Button>
      </Space>
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={s.loadFailed}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : query.data.zones.length === 0 ? (
        <Empty description={s.none} />
      ) : (
        query.data.zones.map((z) => (
          <div key={z.code} className="shelf-zone">
            <div className="shelf-zone-name">
              {z.name}（{z.code}）
            </div>
            <ul className="shelf-zone-cells">
              {z.locations.map((l) => (
                <li
                  key={l.code}
                  className={`shelf-cell shelf-${occupancyLevel(l.occupied, l.capacity)}`}
                  aria-label={s.cell(l.code, l.occupied, l.capacity)}
                  title={s.cell(l.code, l.occupied, l.capacity)}
                >
                  <span className="shelf-cell-code">{l.code}</span>
                  <span className="shelf-cell-qty">
                    {l.occupied}/{l.capacity}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
