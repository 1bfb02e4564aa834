import { monitorMessages as m } from './messages';

/** Bytes as B / KB / MB / GB / TB with one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Seconds as 天 / 小时 / 分 (seconds only under a minute). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const u = m.uptime.units;
  if (s < 60) return `${s} ${u.second}`;
  return [days ? `${days} ${u.day}` : '', hours ? `${hours} ${u.hour}` : '', `${minutes} ${u.minute}`]
    .filter(Boolean)
    .join(' ');
}

/** The colour of a p99 latency: green under 200 ms, orange under 1 s, red from 1 s. */
export function latencyColor(ms: number | null): 'green' | 'orange' | 'red' | 'default' {
  if (ms === null) return 'default';
  if (ms < 200) return 'green';
  if (ms < 1000) return 'orange';
  return 'red';
}

/** A percentage with one decimal. */
export const percent = (value: number) => `${value.toFixed(1)}%`;

/** The bar colour of a usage percentage: blue, orange from 70 %, red from 90 %. */
export function usageColor(value: number): string {
  if (value >= 90) return '#ff4d4f';
  if (value >= 70) return '#faad14';
  return '#1677ff';
}
