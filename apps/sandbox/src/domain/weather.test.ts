import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../util/time';
import { dailySeries, dailyWeather, hourlyWeather, realtimeWeather, todayWeather } from './weather';

const station = { areaId: 'ly-baijia-01', lat: 28.05 };
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('simulated weather station', () => {
  it('daily values are physical and deterministic', () => {
    fc.assert(
      fc.property(instant, (d) => {
        const day = dailyWeather(station, formatDate(d));
        expect(day.tempMax).toBeGreaterThanOrEqual(day.tempMin);
        expect(day.humidity).toBeGreaterThanOrEqual(0);
        expect(day.humidity).toBeLessThanOrEqual(100);
        expect(day.rainfall).toBeGreaterThanOrEqual(0);
        expect(dailyWeather(station, day.date)).toEqual(day);
      }),
    );
  });

  it('realtime agrees with the hour of today’s series', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const rt = realtimeWeather(station, now);
        const today = todayWeather(station, now);
        const last = today.series.at(-1);
        expect(last?.temperature).toBe(rt.temperature);
        expect(last?.rainfall).toBe(rt.rainfall);
        expect(today.series.length).toBeLessThanOrEqual(24);
        expect(hourlyWeather(station, now)).toEqual(last);
      }),
    );
  });

  it('summer is warmer than winter in Hunan', () => {
    const mean = (month: string) => {
      const s = dailySeries(station, new Date(`2024-${month}-28T12:00:00+08:00`), 28).series;
      return s.reduce((a, d) => a + (d.tempMax + d.tempMin) / 2, 0) / s.length;
    };
    expect(mean('07')).toBeGreaterThan(mean('01') + 15);
  });
});
