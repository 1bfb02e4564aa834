import { Button, Form, Input, Select, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useDictionary } from '@/lib/dictionaries';
import { notify } from '@/lib/notify';
import type { YearRegion } from '../api/regions';
import { toWgs84 } from '../lib/coordinates';
import {
  type LocateRegionResult,
  locateRegionByCode,
  queryRegionsByYear,
  type RegionServices,
} from '../lib/locate';
import { YEAR_CATEGORY, yearChoices } from '../lib/years';
import { mapMessages as m } from '../messages';
import { CoordinateFields, type CoordinateValue, withCoordinate } from './CoordinateFields';

/** The only region edition version the area server offers besides the yearly editions. */
export const CURRENT_VERSION = 'current';

export interface LocatePanelProps {
  services: RegionServices;
  onLocatePoint: (lonLat: [number, number]) => void;
  onLocateRegion: (region: Extract<LocateRegionResult, { ok: true }>) => void;
}

function reportFailure(error: unknown, fallback: string) {
  console.warn('[map] locate failed', error);
  notify.error(error instanceof Error && error.message ? error.message : fallback);
}

/** Locating by coordinates (WGS84, GCJ-02, BD-09, GK zones 38/39) and by region code. */
export function LocatePanel({ services, onLocatePoint, onLocateRegion }: LocatePanelProps) {
  const [coord, setCoord] = useState<CoordinateValue>({ system: 'WGS84', x: '', y: '' });
  const [code, setCode] = useState('');
  const years = useDictionary(YEAR_CATEGORY);
  const { options: yearOptions, defaultYear } = useMemo(() => yearChoices(years.entries), [years.entries]);
  // The year dictionary's default year is chosen until the user picks another (or clears it).
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const year = chosenYear ?? defaultYear ?? '';
  const [version, setVersion] = useState<string | undefined>(undefined);
  const [yearRegions, setYearRegions] = useState<YearRegion[] | null>(null);
  const [busy, setBusy] = useState(false);

  const locatePoint = () =>
    withCoordinate(
      coord,
      (system, x, y) => onLocatePoint(toWgs84(system, x, y)),
      (error) => reportFailure(error, m.convert.failed),
    );

  const locateRegion = async () => {
    setBusy(true);
    try {
      const result = await locateRegionByCode({ code, year, version }, services);
      if (result.ok) onLocateRegion(result);
      else if (result.warning) notify.warning(result.warning);
    } catch (error) {
      reportFailure(error, m.region.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  const queryYear = async () => {
    setBusy(true);
    try {
      const result = await queryRegionsByYear(year, services, code);
      if (result.ok) setYearRegions(result.regions);
      else notify.warning(result.warning);
    } catch (error) {
      reportFailure(error, m.region.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="map-card map-panel" aria-label={m.locate.title}>
      <h2>{m.locate.title}</h2>
      <Tabs
        size="small"
        items={[
          {
            key: 'coordinate',
            label: m.locate.byCoordinate,
            children: (
              <Form layout="vertical" size="small" onFinish={locatePoint}>
                <CoordinateFields idPrefix="locate" value={coord} onChange={setCoord} />
                <Button type="primary" htmlType="submit">
                  {m.locate.go}
                </Button>
              </Form>
            ),
          },
          {
            key: 'region',
            label: m.locate.byRegion,
            children: (
              <Form layout="vertical" size="small" onFinish={locateRegion}>
                <Form.Item label={m.locate.regionCode} htmlFor="locate-region-code">
                  <Input
                    id="locate-region-code"
                    inputMode="numeric"
                    maxLength={12}
                    value={code}
                    onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  />
                </Form.Item>
                <Form.Item label={m.locate.year} htmlFor="locate-region-year">
                  <Select
                    id="locate-region-year"
                    allowClear
                    loading={years.isLoading}
                    value={year || undefined}
                    onChange={(value?: string) => setChosenYear(value ?? '')}
                    options={yearOptions}
                  />
                </Form.Item>
                <Form.Item label={m.locate.version} htmlFor="locate-region-version">
                  <Select
                    id="locate-region-version"
                    allowClear
                    value={version}
                    onChange={setVersion}
                    options={[{ value: CURRENT_VERSION, label: m.locate.versionCurrent }]}
                  />
                </Form.Item>
                <div className="map-toolbar">
                  <Button type="primary" htmlType="submit" disabled={busy}>
                    {m.locate.go}
                  </Button>
                  <Button onClick={queryYear} disabled={busy}>
                    {m.locate.queryYear}
                  </Button>
                </div>
                {yearRegions && (
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="year-regions">
                    {m.locate.yearRegions(yearRegions.length)}
                  </Typography.Paragraph>
                )}
              </Form>
            ),
          },
        ]}
      />
    </section>
  );
}
