import { Button, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { type ConvertedCoordinates, convertToAll, formatPair, INPUT_SYSTEMS } from '../lib/coordinates';
import { mapMessages as m } from '../messages';
import { CoordinateFields, type CoordinateValue, withCoordinate } from './CoordinateFields';

export interface CoordinateConverterProps {
  /** Shows the converted point on the map (WGS84). */
  onLocate?: (lonLat: [number, number]) => void;
}

/** Converts one coordinate between GK zones 38/39, WGS84, GCJ-02 and BD-09 (SPEC §1, §5). */
export function CoordinateConverter({ onLocate }: CoordinateConverterProps) {
  const [value, setValue] = useState<CoordinateValue>({ system: 'GK38', x: '', y: '' });
  const [result, setResult] = useState<ConvertedCoordinates | null>(null);

  const convert = () =>
    withCoordinate(
      value,
      (system, x, y) => {
        setResult(null); // a refused conversion leaves no stale result
        setResult(convertToAll(system, x, y));
      },
      (error) => {
        console.warn('[map] conversion failed', error);
        notify.error(error instanceof Error && error.message ? error.message : m.convert.failed);
      },
    );

  return (
    <section className="map-card map-panel" aria-label={m.convert.title}>
      <h2>{m.convert.title}</h2>
      <Form layout="vertical" size="small" onFinish={convert}>
        <CoordinateFields idPrefix="convert" systemLabel={m.convert.from} value={value} onChange={setValue} />
        <Button type="primary" htmlType="submit">
          {m.convert.convert}
        </Button>
      </Form>
      {result && (
        <>
          <Descriptions
            size="small"
            column={1}
            title={m.convert.result}
            style={{ marginTop: 12 }}
            data-testid="convert-result"
            items={INPUT_SYSTEMS.map((s) => {
              const [a, b] = formatPair(s, result[s]);
              return { key: s, label: m.systems[s], children: <span data-system={s}>{`${a}, ${b}`}</span> };
            })}
          />
          {onLocate && (
            <Button size="small" onClick={() => onLocate(result.WGS84)}>
              {m.convert.locate}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
