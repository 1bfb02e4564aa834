/** Alarms of the IoT cockpit: readings past the thresholds set per device type, and offline devices. */
import { cockpitMessages as m } from '../messages';

export interface AlarmReading {
  key: string;
  name: string;
  value: number | string;
  unit: string;
  time: string;
}
export interface AlarmDevice {
  deviceId: string;
  deviceName: string;
  deviceType: number;
  status: number;
  lastDataTime?: string | null;
  readings?: readonly AlarmReading[];
}
export interface Alarm {
  id: string;
  deviceId: string;
  deviceName: string;
  text: string;
  detail: string;
  time: string;
}

/** Threshold per reading key (the device type is implied by the key). */
export const ALARM_RULES: Readonly<Record<keyof typeof m.alarmText, { high?: number; low?: number } | null>> =
  {
    airTemp: { high: 35 }, // 气象: 空气温度 ℃
    soilMoisture: { low: 20 }, // 土壤: 湿度 %
    pm25: { high: 55 }, // 空气: PM2.5 μg/m³
    pestCount: { high: 50 }, // 虫情: 头
    dissolvedOxygen: { low: 5.5 }, // 水: 溶解氧 mg/L
    offline: null,
  };

/** The alarms of the devices, newest first: every reading past its threshold, every offline device. */
export function alarmsOf(devices: readonly AlarmDevice[]): Alarm[] {
  const out: Alarm[] = [];
  for (const d of devices) {
    if (d.status === 0) {
      out.push({
        id: `${d.deviceId}:offline`,
        deviceId: d.deviceId,
        deviceName: d.deviceName,
        text: m.alarmText.offline,
        detail: '',
        time: d.lastDataTime ?? '',
      });
      continue;
    }
    for (const r of d.readings ?? []) {
      const rule = ALARM_RULES[r.key as keyof typeof ALARM_RULES];
      if (!rule || typeof r.value !== 'number') continue;
      if (
        (rule.high !== undefined && r.value > rule.high) ||
        (rule.low !== undefined && r.value < rule.low)
      ) {
        out.push({
          id: `${d.deviceId}:${r.key}`,
          deviceId: d.deviceId,
          deviceName: d.deviceName,
          text: m.alarmText[r.key as keyof typeof m.alarmText],
          detail: `${r.name} ${r.value}${r.unit}`,
          time: r.time,
        });
      }
    }
  }
  return out.sort((a, b) => b.time.localeCompare(a.time));
}
