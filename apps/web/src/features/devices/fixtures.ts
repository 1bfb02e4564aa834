// Test data of the device screen: predictable devices written into the sandbox through its
// provider states (the sandbox is the only test backend).
import type { TestSandbox } from '@/test/sandbox';
import type { CameraDevice } from './model';

/** `count` devices with predictable fields: every third offline, every fourth a DVR in a warehouse. */
export function makeDevices(count: number): CameraDevice[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const warehouse = n % 4 === 0;
    return {
      code: `4301040${String(n).padStart(4, '0')}`,
      name: `设备${String(n).padStart(2, '0')}${n % 5 === 0 ? '-岳麓' : ''}`,
      type: warehouse ? 1 : 2,
      manufacturer: n % 2 ? '海康威视' : '大华',
      snNumber: `SN-${n}`,
      deviceIp: `192.168.10.${n}`,
      status: n % 3 === 0 ? 0 : 1,
      lon: 112.8857,
      lat: 28.2172,
      qhdm: '430104',
      qhmc: '岳麓区',
      enterpriseName: '湖南农资集团有限公司',
      mdmc: `门店${n}`,
      ckmc: warehouse ? `仓库${n}` : null,
      unitsObj: { channels: 2, channelName: ['入口', '仓内'] },
    };
  });
}

/** Replaces every device of the sandbox with `devices`. */
export async function seedDevices(sandbox: TestSandbox, devices: readonly CameraDevice[] = makeDevices(23)) {
  await sandbox.state('no devices exist');
  await Promise.all(
    devices.map(({ code, ...fields }) =>
      sandbox.state(`a device with code ${code} exists`, fields as Record<string, unknown>),
    ),
  );
}
