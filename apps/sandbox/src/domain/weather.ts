/**
 * The simulated weather station of a monitoring area: a deterministic climate model of Hunan
 * (seasonal temperature and rain cycle, plus noise keyed by area and day or hour), so realtime,
 * hourly and daily series agree with each other and with the station's readings, at any date.
 */
import { unitHash } from '../util/prng';
import { beijingHour, dayOfYear, formatDate, formatDateTime, lastDays, startOfDay } from '../util/time';

export interface Station {
  areaId: string;
  /** Latitude of the area: the north of Hunan is a little cooler. */
  lat: number;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

const WIND_DIRECTIONS = ['北风', '东北风', '东风', '东南风', '南风', '西南风', '西风', '西北风'];

function seasonal(doy: number) {
  const phase = (2 * Math.PI * (doy - 15)) / 365;
  return {
    meanTemp: 17.6 - 11.8 * Math.cos(phase),
    /** Probability of a rain day: peaks in May–June (plum rains). */
    rainChance: 0.38 + 0.22 * Math.sin((2 * Math.PI * (doy - 60)) / 365),
    humidity: 78 + 6 * Math.sin((2 * Math.PI * (doy - 60)) / 365),
  };
}

export interface DailyWeather {
  date: string;
  tempMax: number;
  tempMin: number;
  rainfall: number;
  humidity: number;
}

export function dailyWeather(station: Station, date: string): DailyWeather {
  const doy = dayOfYear(startOfDay(date));
  const s = seasonal(doy);
  const key = `${station.areaId}:${date}`;
  const offset = (27.5 - station.lat) * 0.6;
  const anomaly = (unitHash(`${key}:t`) - 0.5) * 5 + (unitHash(`${date}:regional`) - 0.5) * 4;
  const rainy = unitHash(`${key}:r`) < s.rainChance;
  const rainfall = rainy ? r1(0.5 + unitHash(`${key}:mm`) ** 2.2 * 55) : 0;
  const range = rainy ? 4 + unitHash(`${key}:rg`) * 3 : 7 + unitHash(`${key}:rg`) * 4;
  const mean = s.meanTemp + offset + anomaly - (rainy ? 1.5 : 0);
  return {
    date,
    tempMax: r1(mean + range / 2),
    tempMin: r1(mean - range / 2),
    rainfall,
    humidity: Math.round(
      Math.min(99, Math.max(35, s.humidity + (rainy ? 12 : -4) + (unitHash(`${key}:h`) - 0.5) * 12)),
    ),
  };
}

export interface HourlyWeather {
  time: string;
  temperature: number;
  humidity: number;
  rainfall: number;
  windSpeed: number;
  weather: string;
}

/** The weather of one Beijing hour (`at` is floored to the hour). */
export function hourlyWeather(station: Station, at: Date): HourlyWeather {
  const date = formatDate(at);
  const hour = beijingHour(at);
  const day = dailyWeather(station, date);
  // Minimum around 05:00, maximum around 14:00.
  const shape = -Math.cos((2 * Math.PI * (hour - 5)) / 18) * (hour >= 5 && hour <= 23 ? 1 : 0.9);
  const temperature = r1((day.tempMax + day.tempMin) / 2 + (shape * (day.tempMax - day.tempMin)) / 2);
  const key = `${station.areaId}:${date}:${hour}`;
  // Rain hours: a share of the day's hours, their rain adding up to roughly the daily total.
  const rainHours = day.rainfall > 0 ? Math.max(2, Math.min(14, Math.round(day.rainfall / 3))) : 0;
  const raining = rainHours > 0 && unitHash(`${key}:rh`) < rainHours / 24;
  const rainfall = raining ? r1((day.rainfall / rainHours) * (0.6 + unitHash(`${key}:rm`) * 0.8)) : 0;
  const humidity = Math.round(Math.min(100, Math.max(30, day.humidity + (raining ? 8 : 0) - shape * 10)));
  const windSpeed = r1(0.6 + unitHash(`${key}:w`) * 3.4 + (raining ? 1 : 0));
  const doy = dayOfYear(at);
  let weather: string;
  if (rainfall === 0) {
    const cloud = unitHash(`${station.areaId}:${date}:cloud`) + (day.rainfall > 0 ? 0.4 : 0);
    weather = cloud < 0.45 ? '晴' : cloud < 0.85 ? '多云' : '阴';
  } else if (doy > 150 && doy < 250 && temperature > 26 && rainfall >= 2) weather = '雷阵雨';
  else weather = rainfall < 2.5 ? '小雨' : rainfall < 8 ? '中雨' : '大雨';
  return {
    time: formatDateTime(new Date(startOfDay(date).getTime() + hour * 3600_000)),
    temperature,
    humidity,
    rainfall,
    windSpeed,
    weather,
  };
}

export interface RealtimeWeather {
  temperature: number;
  humidity: number;
  windDirection: string;
  windSpeed: number;
  rainfall: number;
  pressure: number;
  weather: string;
  updateTime: string;
}

/** Current weather: the current hour, reported at the last 10-minute mark. */
export function realtimeWeather(station: Station, now: Date): RealtimeWeather {
  const h = hourlyWeather(station, now);
  const stamp = new Date(Math.floor(now.getTime() / 600_000) * 600_000);
  const key = `${station.areaId}:${h.time}`;
  return {
    temperature: h.temperature,
    humidity: h.humidity,
    windDirection: WIND_DIRECTIONS[Math.floor(unitHash(`${key}:wd`) * 8)] as string,
    windSpeed: h.windSpeed,
    rainfall: h.rainfall,
    pressure: r1(
      1012 - (h.temperature - 15) * 0.45 - (h.rainfall > 0 ? 4 : 0) + (unitHash(`${key}:p`) - 0.5) * 3,
    ),
    weather: h.weather,
    updateTime: formatDateTime(stamp),
  };
}

/** Hours of today from 00:00 up to the current hour. */
export function todayWeather(station: Station, now: Date): { date: string; series: HourlyWeather[] } {
  const date = formatDate(now);
  const start = startOfDay(date).getTime();
  const hours = beijingHour(now);
  return {
    date,
    series: Array.from({ length: hours + 1 }, (_, h) =>
      hourlyWeather(station, new Date(start + h * 3600_000)),
    ),
  };
}

/** The last `days` days up to and including today. */
export function dailySeries(station: Station, now: Date, days: number) {
  const dates = lastDays(now, days);
  return {
    startDate: dates[0] as string,
    endDate: dates[dates.length - 1] as string,
    series: dates.map((d) => dailyWeather(station, d)),
  };
}
