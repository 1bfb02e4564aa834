/**
 * workList's date range: startDate and endDate are whole days (Beijing time), both included; the
 * records come newest first with the total of the filter.
 */
import { describe, expect, it } from 'vitest';
import { loggedInSandbox, platformHeaders } from './helpers';

const env = loggedInSandbox();

// biome-ignore lint/suspicious/noExplicitAny: the test reads answers loosely and checks them itself
type Any = any;

async function post(path: string, body: unknown) {
  const res = await fetch(`${env.url}/area/api/v1${path}`, {
    method: 'POST',
    headers: { ...platformHeaders(env.token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: Any }) };
}

const areaId = 'ly-baijia-01';

describe('work records by date', () => {
  it('includes both whole days of the range and nothing outside it', async () => {
    const ids: number[] = [];
    for (const workTime of [
      '2020-02-29 23:59:59',
      '2020-03-01 00:00:00',
      '2020-03-02 23:59:59',
      '2020-03-03 00:00:00',
    ]) {
      const r = await post('/work/record', {
        areaId,
        workType: 1,
        content: '施肥',
        operator: '李建国',
        workTime,
      });
      expect(r.code, JSON.stringify(r)).toBe(200);
      ids.push(r.data.id);
    }
    const list = await post('/work/list', {
      areaId,
      startDate: '2020-03-01',
      endDate: '2020-03-02',
      page: 1,
      pageSize: 10,
    });
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.records.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(list.data.records[0]).toMatchObject({
      workTime: '2020-03-02 23:59:59',
      areaId,
      workTypeName: '施肥',
    });

    const oneDay = await post('/work/list', {
      areaId,
      startDate: '2020-03-03',
      endDate: '2020-03-03',
      page: 1,
      pageSize: 10,
    });
    expect(oneDay.data.records.map((r: { id: number }) => r.id)).toEqual([ids[3]]);

    const reversed = await post('/work/list', {
      areaId,
      startDate: '2020-03-02',
      endDate: '2020-03-01',
      page: 1,
      pageSize: 10,
    });
    expect(reversed.status).toBe(400);
  });
});
