import { useQueries, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Chart, type ChartOption } from '@/components/charts';
import { useApi } from '@/lib/api';
import { CockpitPanel } from '../components/CockpitPanel';
import { AXIS, SPLIT, TOOLTIP } from '../components/chart-style';
import { Tabs } from '../components/Tabs';
import { alarmsOf } from '../lib/alarms';
import { panelRefresh } from '../lib/refresh';
import { cockpitMessages } from '../messages';
import {
  type AreaSummary,
  collectQuery,
  DEVICE_TYPES,
  deviceInfoQuery,
  regionDevicesQuery,
  weather3MonthQuery,
  weatherMonthQuery,
  weatherNowQuery,
  weatherTodayQuery,
  weatherWeekQuery,
  work3MonthQuery,
  workListQuery,
  workMonthQuery,
  workWeekQuery,
} from './api';

const m = cockpitMessages.iot;

/** 设备在线情况: totals and online/offline per type (getDeviceCollect of the region). */
export function StatusPanel({ qhdm }: { qhdm: string }) {
  const client = useApi();
  const collect = useQuery(collectQuery(client, qhdm));
  const d = collect.data;
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 36, right: 8, top: 24, bottom: 24 },
      legend: { top: 0, right: 0, textStyle: AXIS, itemWidth: 10, itemHeight: 8 },
      tooltip: TOOLTIP,
      xAxis: {
        type: 'category',
        data: DEVICE_TYPES.map((t) => t.name.slice(0, 2)),
        axisLabel: { ...AXIS, interval: 0 },
      },
      yAxis: { type: 'value', minInterval: 1, axisLabel: AXIS, splitLine: SPLIT },
      series: [
        {
          type: 'bar',
          name: m.online,
          stack: 's',
          data: d?.types.map((t) => t.online) ?? [],
          itemStyle: { color: '#52c41a' },
        },
        {
          type: 'bar',
          name: m.offline,
          stack: 's',
          data: d?.types.map((t) => t.offline) ?? [],
          itemStyle: { color: '#8c8c8c' },
        },
      ],
    }),
    [d],
  );
  return (
    <CockpitPanel title={m.status} queries={[collect]} area="left1">
      {d ? (
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <div className="cockpit-stats">
            <div className="cockpit-stat">
              <b data-testid="iot-total">{d.total}</b>
              <span>{m.total}</span>
            </div>
            <div className="cockpit-stat">
              <b data-testid="iot-online">{d.online}</b>
              <span>{m.online}</span>
            </div>
            <div className="cockpit-stat">
              <b>{d.total ? `${Math.round((d.online / d.total) * 100)}%` : '—'}</b>
              <span>{m.onlineRate}</span>
            </div>
          </div>
          <div style={{ flex: 1, minHeight: 0 }}>
            <Chart option={option} ariaLabel={m.status} testId="iot-status-chart" />
          </div>
        </div>
      ) : null}
    </CockpitPanel>
  );
}

type WeatherView = 'today' | 'week' | 'month' | 'month3';

/** 实时天气 + today's hours / week / month / three months of the selected area. */
/**
 * The weather chart's two value axes (℃ left, mm right). The chart is short (at 1366×768 its plot
 * is a few dozen pixels tall): three ticks at most, and a label that would overlap its neighbour
 * is left out, so the two scales stay legible.
 */
const WEATHER_Y_AXES = [
  { type: 'value' as const, splitNumber: 2, axisLabel: { ...AXIS, hideOverlap: true }, splitLine: SPLIT },
  {
    type: 'value' as const,
    splitNumber: 2,
    axisLabel: { ...AXIS, hideOverlap: true },
    splitLine: { show: false },
  },
];

export function WeatherPanel({ areaId }: { areaId: string }) {
  const client = useApi();
  const [view, setView] = useState<WeatherView>('today');
  const now = useQuery(weatherNowQuery(client, areaId));
  const today = useQuery(weatherTodayQuery(client, areaId));
  const week = useQuery({ ...weatherWeekQuery(client, areaId), enabled: view === 'week' });
  const month = useQuery({ ...weatherMonthQuery(client, areaId), enabled: view === 'month' });
  const month3 = useQuery({ ...weather3MonthQuery(client, areaId), enabled: view === 'month3' });
  const daily = view === 'week' ? week : view === 'month' ? month : view === 'month3' ? month3 : null;
  const option = useMemo<ChartOption>(() => {
    const base = { grid: { left: 32, right: 32, top: 22, bottom: 22 }, tooltip: TOOLTIP };
    if (!daily) {
      const s = today.data?.series ?? [];
      return {
        ...base,
        legend: { top: 0, textStyle: AXIS, itemWidth: 10, itemHeight: 8 },
        xAxis: { type: 'category', data: s.map((p) => p.time.slice(11, 16)), axisLabel: AXIS },
        yAxis: WEATHER_Y_AXES,
        series: [
          {
            type: 'line',
            name: `${m.temperature}(℃)`,
            smooth: true,
            data: s.map((p) => p.temperature),
            itemStyle: { color: '#ffd666' },
          },
          {
            type: 'bar',
            name: `${m.rainfall}(mm)`,
            yAxisIndex: 1,
            data: s.map((p) => p.rainfall),
            itemStyle: { color: '#40a9ff' },
          },
        ],
      };
    }
    const s = daily.data?.series ?? [];
    return {
      ...base,
      legend: { top: 0, textStyle: AXIS, itemWidth: 10, itemHeight: 8 },
      xAxis: { type: 'category', data: s.map((p) => p.date.slice(5)), axisLabel: AXIS },
      yAxis: WEATHER_Y_AXES,
      series: [
        {
          type: 'line',
          name: `${m.tempMax}(℃)`,
          data: s.map((p) => p.tempMax),
          itemStyle: { color: '#ff7a45' },
          showSymbol: false,
        },
        {
          type: 'line',
          name: `${m.tempMin}(℃)`,
          data: s.map((p) => p.tempMin),
          itemStyle: { color: '#5cdbd3' },
          showSymbol: false,
        },
        {
          type: 'bar',
          name: `${m.rainfall}(mm)`,
          yAxisIndex: 1,
          data: s.map((p) => p.rainfall),
          itemStyle: { color: '#40a9ff' },
        },
      ],
    };
  }, [daily, today.data]);
  const w = now.data;
  return (
    <CockpitPanel
      title={m.weatherNow}
      area="left2"
      queries={daily ? [now, today, daily] : [now, today]}
      extra={
        <Tabs
          label={m.weatherNow}
          value={view}
          onChange={setView}
          items={[
            ['today', m.weatherToday],
            ['week', m.weatherWeek],
            ['month', m.weatherMonth],
            ['month3', m.weather3Month],
          ]}
        />
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        {w ? (
          <div className="cockpit-weather-now" data-testid="weather-now">
            <b>{w.temperature}℃</b>
            <span>{w.weather}</span>
            <span>
              {m.humidity} {w.humidity}%
            </span>
            <span>
              {w.windDirection} {w.windSpeed}m/s
            </span>
            <span>
              {m.rainfall} {w.rainfall}mm
            </span>
            <span>
              {m.pressure} {w.pressure}hPa
            </span>
          </div>
        ) : null}
        <div style={{ flex: 1, minHeight: 0 }}>
          <Chart option={option} notMerge ariaLabel={`${m.weatherNow} ${view}`} testId="weather-chart" />
        </div>
      </div>
    </CockpitPanel>
  );
}

/** A list that scrolls by itself when it is longer than its box (paused under the pointer). */
function Scroller({ items, empty }: { items: readonly { key: string; node: ReactNode }[]; empty: string }) {
  if (items.length === 0) return <div className="cockpit-panel-note">{empty}</div>;
  const long = items.length > 6;
  return (
    // Focusable, so a keyboard user can scroll a list that does not fit its box.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus (WCAG 2.1.1)
    <div className="cockpit-scroll" tabIndex={0}>
      <ul
        className={`cockpit-list${long ? ' cockpit-scroll-track' : ''}`}
        style={long ? ({ '--scroll-s': `${items.length * 2.5}s` } as React.CSSProperties) : undefined}
      >
        {items.map((i) => (
          <li key={i.key}>{i.node}</li>
        ))}
        {long
          ? items.map((i) => (
              <li key={`${i.key}-again`} aria-hidden="true">
                {i.node}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/** 告警信息: readings past thresholds and offline devices of the region (scrolling). */
export function AlarmPanel({ qhdm }: { qhdm: string }) {
  const client = useApi();
  const devices = useQuery(regionDevicesQuery(client, qhdm));
  const sensors = (devices.data?.records ?? []).filter((d) => d.deviceType !== 1 && d.status === 1);
  const infos = useQueries({
    queries: sensors.map((d) => ({ ...deviceInfoQuery(client, d.deviceId), ...panelRefresh(60_000) })),
  });
  const alarms = alarmsOf([
    ...(devices.data?.records ?? []).filter((d) => d.status === 0),
    ...infos.flatMap((i) => (i.data ? [i.data] : [])),
  ]);
  return (
    <CockpitPanel title={m.alarms} queries={[devices]} area="left3">
      <Scroller
        empty={m.noAlarms}
        items={alarms.map((a) => ({
          key: a.id,
          node: (
            <>
              <span style={{ color: '#ff7875' }}>{a.text}</span>
              <span>
                {a.deviceName} {a.detail}
              </span>
              <span>{a.time.slice(5, 16)}</span>
            </>
          ),
        }))}
      />
    </CockpitPanel>
  );
}

/** 农事作业: the latest records of the selected area (scrolling). */
export function WorkListPanel({ areaId }: { areaId: string }) {
  const client = useApi();
  const list = useQuery(workListQuery(client, areaId));
  return (
    <CockpitPanel title={m.work} queries={[list]} area="right2">
      <Scroller
        empty={cockpitMessages.panel.empty}
        items={(list.data?.records ?? []).map((w) => ({
          key: String(w.id),
          node: (
            <>
              <span style={{ color: '#ffd666', whiteSpace: 'nowrap' }}>{w.workTypeName}</span>
              <span>{w.content}</span>
              <span>{w.workTime.slice(5, 10)}</span>
            </>
          ),
        }))}
      />
    </CockpitPanel>
  );
}

type WorkView = 'week' | 'month' | 'month3';

/** 作业统计: work records per day and per type over a week / month / three months. */
export function WorkStatsPanel({ areaId }: { areaId: string }) {
  const client = useApi();
  const [view, setView] = useState<WorkView>('month');
  const week = useQuery({ ...workWeekQuery(client, areaId), enabled: view === 'week' });
  const month = useQuery({ ...workMonthQuery(client, areaId), enabled: view === 'month' });
  const month3 = useQuery({ ...work3MonthQuery(client, areaId), enabled: view === 'month3' });
  const stat = view === 'week' ? week : view === 'month' ? month : month3;
  const d = stat.data;
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 28, right: '34%', top: 16, bottom: 22 },
      tooltip: { trigger: 'item', confine: true },
      xAxis: { type: 'category', data: d?.daily.map((p) => p.date.slice(5)) ?? [], axisLabel: AXIS },
      yAxis: { type: 'value', minInterval: 1, axisLabel: AXIS, splitLine: SPLIT },
      series: [
        {
          type: 'bar',
          name: m.work,
          data: d?.daily.map((p) => p.count) ?? [],
          itemStyle: { color: '#36cfc9' },
        },
        {
          type: 'pie',
          name: m.workStats,
          // Labels of a narrow panel (1366×768) stay inside it: a smaller ring, name over count,
          // short label lines, overlapping labels hidden (their slice keeps its tooltip), and no
          // slice for a kind of work not done in the period.
          center: ['81%', '50%'],
          radius: ['28%', '48%'],
          label: { color: '#d6e6f5', formatter: '{b}\n{c}', lineHeight: 14 },
          labelLine: { length: 6, length2: 4 },
          labelLayout: { hideOverlap: true },
          data:
            d?.byType.filter((t) => t.count > 0).map((t) => ({ name: t.workTypeName, value: t.count })) ?? [],
        },
      ],
    }),
    [d],
  );
  return (
    <CockpitPanel
      title={`${m.workStats}${d ? ` · ${m.workTotal(d.total)}` : ''}`}
      queries={[stat]}
      area="bottom"
      extra={
        <Tabs
          label={m.workStats}
          value={view}
          onChange={setView}
          items={[
            ['week', m.workWeek],
            ['month', m.workMonth],
            ['month3', m.work3Month],
          ]}
        />
      }
    >
      <Chart option={option} notMerge ariaLabel={m.workStats} testId="work-stats-chart" />
    </CockpitPanel>
  );
}

/** 监测基地: the areas of the region; one is selected for weather and work. */
export function AreasPanel({
  areas,
  query,
  selected,
  onSelect,
}: {
  areas: readonly AreaSummary[];
  query: Parameters<typeof CockpitPanel>[0]['queries'][number];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <CockpitPanel title={m.areas} queries={[query]} area="right1">
      {areas.length === 0 ? (
        <div className="cockpit-panel-note">{m.noArea}</div>
      ) : (
        <ul className="cockpit-list" aria-label={m.areas}>
          {areas.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="cockpit-area"
                aria-pressed={a.id === selected}
                onClick={() => onSelect(a.id)}
                style={{
                  background: 'none',
                  border: 0,
                  padding: 0,
                  cursor: 'pointer',
                  color: a.id === selected ? '#3ee0ff' : '#d6e6f5',
                  textAlign: 'left',
                  font: 'inherit',
                }}
              >
                {a.name}
              </button>
              <span>
                {a.qhmc} · {m.deviceCount(a.deviceCount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CockpitPanel>
  );
}
