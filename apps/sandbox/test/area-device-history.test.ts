/**
 * getDeviceHistory: a sensor's hourly numeric readings over the 24 hours up to its last report;
 * the last point of each series is the reading getDeviceInfo shows; video and trajectory devices
 * are refused (400), an unknown device is 404.
 */
import { describe, expect, it } from 'vitest';
import { loggedInSandbox, platformHeaders } from './helpers';

const env = loggedInSandbox();

// biome-ignore lint/suspicious/noExplicitAny: the test reads answers loosely and checks them itself
type Any = any;

async function get(path: string, deviceId: string) {
  const res = await fetch(`${env.url}/area/api/v1${path}?deviceId=${encodeURIComponent(deviceId)}`, {
    headers: platformHeaders(env.token),
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: Any }) };
}

describe('device history (近24小时)', () => {
  it.each(['QX-430181-0001', 'TR-430181-0001', 'KQ-430181-0001', 'SZ-430181-0001'])(
    '%s: 25 hourly points per numeric quantity, ending with the latest reading',
    async (deviceId) => {
      const info = await get('/areaImage/getDeviceInfo', deviceId);
      expect(info.status).toBe(200);
      const history = await get('/areaImage/getDeviceHistory', deviceId);
      expect(history.status, JSON.stringify(history)).toBe(200);
      const numeric = info.data.readings.filter((r: { value: unknown }) => typeof r.value === 'number');
      expect(history.data.series.map((s: { key: string }) => s.key)).toEqual(
        numeric.map((r: { key: string }) => r.key),
      );
      for (const s of history.data.series) {
        expect(s.points).toHaveLength(25);
        const last = s.points[24];
        const reading = numeric.find((r: { key: string }) => r.key === s.key);
        expect(last).toEqual({ time: info.data.lastDataTime, value: reading.value });
        const first = Date.parse(`${s.points[0].time.replace(' ', 'T')}+08:00`);
        expect(Date.parse(`${last.time.replace(' ', 'T')}+08:00`) - first).toBe(24 * 3600_000);
      }
    },
  );

  it('refuses a video or trajectory device (400) and an unknown one (404), in Chinese', async () => {
    for (const id of ['GJ-430181-0001', 'SP-430181-0001']) {
      const refused = await get('/areaImage/getDeviceHistory', id);
      expect(refused.status).toBe(400);
      expect(refused.msg).toMatch(/不是传感器设备/);
    }
    const unknown = await get('/areaImage/getDeviceHistory', 'XX-000000-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toBe('设备不存在');
  });
});

describe('pest trap image (虫情识别图片)', () => {
  it('getDeviceInfo of a pest device links its picture, which shows as many insects as it counted', async () => {
    const info = await get('/areaImage/getDeviceInfo', 'CQ-430181-0001');
    expect(info.status).toBe(200);
    const count = info.data.readings.find((r: Any) => r.key === 'pestCount').value;
    expect(info.data.imageUrl).toMatch(/^\/area\/api\/v1\/areaImage\/getPestImage\?deviceId=CQ-430181-0001/);
    // public: no headers needed, as for an <img>
    const res = await fetch(`${env.url}${info.data.imageUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg.match(/<ellipse /g)?.length ?? 0).toBe(count);
    expect(svg).toContain(`${count} 头`);
    const weather = await get('/areaImage/getDeviceInfo', 'QX-430181-0001');
    expect(weather.data.imageUrl).toBeNull();
    const refused = await fetch(`${env.url}/area/api/v1/areaImage/getPestImage?deviceId=QX-430181-0001`);
    expect(refused.status).toBe(400);
  });
});
