import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { getDeviceInfo } from '../api';
import { makeDevices, seedDevices } from '../fixtures';
import type { CameraDevice } from '../model';
import { DeviceDialog, type DeviceDialogMode } from './DeviceDialog';

const sandbox = withSandbox();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function open(mode: DeviceDialogMode, code = '43010400001', devices: CameraDevice[] = makeDevices(4)) {
  await seedDevices(sandbox, devices);
  const onClose = vi.fn<(result: { saved: boolean }) => void>();
  const { toasts } = await renderScreen(<DeviceDialog mode={mode} code={code} onClose={onClose} />);
  return { onClose, toasts };
}

/** The device as the sandbox now holds it. */
const stored = (code = '43010400001') => getDeviceInfo(createApi(sandbox.fetch), code);

function dialog(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.device-dialog');
  if (!el) throw new Error('no dialog');
  return el;
}

async function loaded() {
  await waitFor(() => expect(document.querySelector('.device-install-form')).toBeTruthy());
}

function button(label: string): HTMLButtonElement | undefined {
  return [...dialog().querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === label);
}

/**
 * Clicks a dialog button once it is enabled: 确定 stays disabled until the failed save before it
 * has settled, which can come after its toast, and a click on a disabled button does nothing.
 */
async function clickWhenEnabled(label: string) {
  await waitFor(() => expect(button(label)?.disabled).toBe(false));
  fireEvent.click(button(label) as HTMLButtonElement);
}

function info(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const label of dialog().querySelectorAll('.device-info .ant-descriptions-item-label')) {
    out[label.textContent ?? ''] = label.nextElementSibling?.textContent ?? '';
  }
  return out;
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function regionText(): string {
  return dialog().querySelector('.ant-cascader')?.textContent ?? '';
}

function errors(): string[] {
  return [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
}

const drilled = () => new Set(sandbox.calls('regionDrillDown').map((r) => r.url.searchParams.get('qhdm')));

async function pickRegion(...names: string[]) {
  fireEvent.mouseDown(dialog().querySelector('.ant-cascader .ant-select-content, .ant-cascader') as Element);
  for (const name of names) {
    const item = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find(
        (el) => el.getAttribute('title') === name,
      );
      if (!found) throw new Error(`no region option ${name}`);
      return found;
    });
    fireEvent.click(item);
  }
}

describe('<DeviceDialog> on the sandbox', { timeout: 60_000 }, () => {
  it('详情 reads the device and shows every field read-only, without 确定 and 取消', async () => {
    await open('details');
    expect(dialog().querySelector('.ant-modal-title')?.textContent).toBe('详情');
    await loaded();
    expect(sandbox.calls('getCameraDeviceInfo')[0]?.url.searchParams.get('number')).toBe('43010400001');
    const headers = [...dialog().querySelectorAll('.ant-collapse-header')].map((h) => h.textContent);
    expect(headers).toEqual(['设备信息', '安装信息']);
    expect(info()).toEqual({
      设备名称: '设备01',
      设备类型: 'IPC',
      生产厂家: '海康威视',
      设备序列号: 'SN-1',
      IP地址: '192.168.10.1',
      视频通道: '入口、仓内',
      设备状态: '在线',
    });
    expect(input('经度').value).toBe('112.8857');
    expect(input('纬度').value).toBe('28.2172');
    expect(input('经度').disabled).toBe(true);
    await waitFor(() => expect(regionText()).toBe('湖南省 / 长沙市 / 岳麓区'));
    const store = screen.getByLabelText('门店') as HTMLInputElement;
    expect(store.checked).toBe(true);
    expect(store.disabled).toBe(true);
    expect((screen.getByLabelText('仓库') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: '所属组织' }) as HTMLInputElement).value).toBe('门店1');
    expect(button('确定')).toBeUndefined();
    expect(button('取消')).toBeUndefined();
  });

  it('a warehouse device shows 仓库 with the warehouse name; type 1 is a DVR, status 0 离线', async () => {
    const devices = makeDevices(4);
    devices[3] = { ...(devices[3] as CameraDevice), status: 0 };
    await open('details', '43010400004', devices);
    await loaded();
    expect(info()).toMatchObject({ 设备类型: 'DVR', 设备状态: '离线' });
    expect((screen.getByLabelText('仓库') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: '所属组织' }) as HTMLInputElement).value).toBe('仓库4');
  });

  it('编辑 shows only 安装信息, with 确定 and 取消', async () => {
    await open('edit');
    expect(dialog().querySelector('.ant-modal-title')?.textContent).toBe('编辑');
    await loaded();
    const headers = [...dialog().querySelectorAll('.ant-collapse-header')].map((h) => h.textContent);
    expect(headers).toEqual(['安装信息']);
    expect(dialog().querySelector('.device-info')).toBeNull();
    expect(input('经度').disabled).toBe(false);
    expect(button('确定')).toBeTruthy();
    expect(button('取消')).toBeTruthy();
  });

  it.each([
    ['经度', '', '请输入经度'],
    ['经度', '180.5', '请输入合适的经度'],
    ['经度', '-181', '请输入合适的经度'],
    ['经度', '-', '请输入合适的经度'],
    ['纬度', '', '请输入纬度'],
    ['纬度', '90.000000001', '请输入合适的纬度'],
    ['纬度', '-91', '请输入合适的纬度'],
  ])('%s %j shows %s and sends nothing', async (label, value, message) => {
    const { onClose } = await open('edit');
    await loaded();
    fireEvent.change(input(label), { target: { value } });
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(errors()).toEqual([message]));
    expect(sandbox.calls('updateDevice')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a device without a region asks for one (请选择区域) and sends nothing', async () => {
    // A code outside every region: the sandbox stores the device without qhdm and qhmc.
    const [device] = makeDevices(1).map((d) => ({ ...d, code: '99000000001', qhdm: null, qhmc: null }));
    await open('edit', '99000000001', [device as CameraDevice]);
    await loaded();
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(errors()).toEqual(['请选择区域']));
    expect(sandbox.calls('updateDevice')).toHaveLength(0);
  });

  it('a position outside China is refused; its edge values 73 and 54 are accepted', async () => {
    const { onClose } = await open('edit');
    await loaded();
    fireEvent.change(input('经度'), { target: { value: '-180' } });
    fireEvent.change(input('纬度'), { target: { value: '90' } });
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() =>
      expect(errors()).toEqual(['经度须在 73 至 136 之间（中国境内）', '纬度须在 3 至 54 之间（中国境内）']),
    );
    expect(sandbox.calls('updateDevice')).toHaveLength(0);
    fireEvent.change(input('经度'), { target: { value: '73' } });
    fireEvent.change(input('纬度'), { target: { value: '54' } });
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
    expect(sandbox.lastBody('updateDevice')).toMatchObject({ lon: 73, lat: 54 });
  });

  it('确定 saves lon, lat, the chosen region and deviceId, says 编辑成功 and closes', async () => {
    const { onClose, toasts } = await open('edit');
    await loaded();
    await waitFor(() => expect(regionText()).toBe('湖南省 / 长沙市 / 岳麓区'));
    fireEvent.change(input('经度'), { target: { value: '113.1234567891' } });
    fireEvent.change(input('纬度'), { target: { value: '27.8x' } });
    expect(input('经度').value).toBe('113.123456789');
    expect(input('纬度').value).toBe('27.8');
    await pickRegion('湖南省', '株洲市', '荷塘区');
    await waitFor(() => expect(regionText()).toBe('湖南省 / 株洲市 / 荷塘区'));
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
    expect(sandbox.calls('updateDevice').map((r) => r.body)).toEqual([
      { deviceId: '43010400001', lon: 113.123456789, lat: 27.8, qhdm: '430202', qhmc: '荷塘区' },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything());
    expect(await stored()).toMatchObject({ lon: 113.123456789, lat: 27.8, qhdm: '430202' });
    // The cascader loaded children lazily, by parent code.
    expect(drilled()).toEqual(new Set(['43', '4301', '4302']));
  });

  it('any level may be chosen, by the panel’s 选择 button: a city is saved as the region', async () => {
    const { onClose } = await open('edit');
    await loaded();
    await pickRegion('湖南省', '株洲市');
    fireEvent.click(await screen.findByRole('button', { name: '选择“株洲市”' }));
    await waitFor(() => expect(regionText()).toBe('湖南省 / 株洲市'));
    // The panel closes on the choice.
    await waitFor(() =>
      expect(document.querySelector('.ant-cascader-dropdown')?.className ?? 'hidden').toMatch(/hidden|leave/),
    );
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(sandbox.calls('updateDevice')).toHaveLength(1));
    expect(sandbox.lastBody('updateDevice')).toMatchObject({ qhdm: '4302', qhmc: '株洲市' });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
  });

  it('a click on a parent region only opens it: 确定 keeps the device’s region', async () => {
    const { onClose } = await open('edit');
    await loaded();
    await waitFor(() => expect(regionText()).toBe('湖南省 / 长沙市 / 岳麓区'));
    await pickRegion('湖南省');
    await waitFor(() =>
      expect(document.querySelector('.ant-cascader-menu-item[title="株洲市"]')).toBeTruthy(),
    );
    fireEvent.keyDown(document.activeElement ?? dialog(), { key: 'Escape' });
    expect(regionText()).toBe('湖南省 / 长沙市 / 岳麓区');
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
    expect(sandbox.lastBody('updateDevice')).toMatchObject({ qhdm: '430104', qhmc: '岳麓区' });
  });

  it('the region can be cleared; 确定 then asks for one (请选择区域) and sends nothing', async () => {
    await open('edit');
    await loaded();
    await waitFor(() => expect(regionText()).toBe('湖南省 / 长沙市 / 岳麓区'));
    const clear = dialog().querySelector('.ant-cascader .ant-select-clear');
    expect(clear, 'a clear button').toBeTruthy();
    fireEvent.mouseDown(clear as Element);
    fireEvent.click(clear as Element);
    await waitFor(() => expect(regionText()).toBe('请选择区域'));
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(errors()).toEqual(['请选择区域']));
    expect(sandbox.calls('updateDevice')).toHaveLength(0);
  });

  it('opens on a township: loads the chain of its code', async () => {
    await open(
      'edit',
      '43010400001',
      makeDevices(1).map((d) => ({ ...d, qhdm: '430104001', qhmc: '望月湖街道' })),
    );
    await loaded();
    await waitFor(() => expect(regionText()).toBe('湖南省 / 长沙市 / 岳麓区 / 望月湖街道'));
    expect(drilled()).toEqual(new Set(['43', '4301', '430104']));
  });

  it('a failed save warns with the server message (else 编辑失败) and keeps the dialog and values', async () => {
    const { onClose, toasts } = await open('edit');
    await loaded();
    await sandbox.fault('updateDevice', 'error', { msg: '设备已被锁定' });
    fireEvent.change(input('经度'), { target: { value: '111.5' } });
    fireEvent.change(input('纬度'), { target: { value: '27.25' } });
    fireEvent.click(button('确定') as HTMLButtonElement);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('设备已被锁定', expect.anything()));
    expect(console.error).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(input('经度').value).toBe('111.5');
    expect(input('纬度').value).toBe('27.25');

    await sandbox.fault('updateDevice', 'network');
    await clickWhenEnabled('确定');
    await waitFor(() => expect(toasts.warning).toHaveBeenLastCalledWith('编辑失败', expect.anything()));
    await sandbox.fault('updateDevice', 'http500');
    await clickWhenEnabled('确定');
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledTimes(3));
    expect(onClose).not.toHaveBeenCalled();
    expect(input('经度').value).toBe('111.5');

    await sandbox.heal();
    await clickWhenEnabled('确定');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
    expect(await stored()).toMatchObject({ lon: 111.5, lat: 27.25 });
    expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything());
  });

  it('a failed detail load shows the server message (toast and in the dialog); 重试 loads it', async () => {
    await seedDevices(sandbox, makeDevices(1));
    await sandbox.fault('getCameraDeviceInfo', 'error', { msg: '设备不在线' });
    const { toasts } = await renderScreen(
      <DeviceDialog mode="details" code="43010400001" onClose={() => {}} />,
    );
    await waitFor(() => expect(dialog().querySelector('.ant-alert')?.textContent).toContain('设备不在线'));
    expect(toasts.error).toHaveBeenCalledWith('设备不在线', expect.anything());
    await sandbox.heal();
    fireEvent.click(button('重试') as HTMLButtonElement);
    await loaded();
    expect(info().设备名称).toBe('设备01');
  });

  it('a detail failure without a message says 查询设备详情错误', async () => {
    await sandbox.fault('getCameraDeviceInfo', 'error', { msg: '' });
    const { toasts } = await renderScreen(
      <DeviceDialog mode="details" code="43010400001" onClose={() => {}} />,
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('查询设备详情错误', expect.anything()));
    expect(dialog().querySelector('.ant-alert')?.textContent).toContain('查询设备详情错误');
  });

  it('an unknown device (HTTP 404) shows the server message', async () => {
    const { toasts } = await renderScreen(
      <DeviceDialog mode="details" code="43999999999" onClose={() => {}} />,
    );
    await waitFor(() => expect(dialog().querySelector('.ant-alert')).toBeTruthy());
    expect(console.error).toHaveBeenCalled();
    // HTTP 404 is an exception of SPEC §8: only logged, the dialog says 查询设备详情错误.
    expect(toasts.error).not.toHaveBeenCalled();
    expect(dialog().querySelector('.ant-alert')?.textContent).toContain('查询设备详情错误');
  });

  it('a detail exception is only logged (no toast); the dialog says 查询设备详情错误', async () => {
    await sandbox.fault('getCameraDeviceInfo', 'http500');
    const { toasts } = await renderScreen(
      <DeviceDialog mode="details" code="43010400001" onClose={() => {}} />,
    );
    await waitFor(() =>
      expect(dialog().querySelector('.ant-alert')?.textContent).toContain('查询设备详情错误'),
    );
    expect(console.error).toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('取消 closes without saving', async () => {
    const { onClose } = await open('edit');
    await loaded();
    fireEvent.click(button('取消') as HTMLButtonElement);
    expect(onClose).toHaveBeenCalledWith({ saved: false });
    expect(sandbox.calls('updateDevice')).toHaveLength(0);
  });

  it('Esc closes the dialog', async () => {
    const { onClose } = await open('edit');
    await loaded();
    fireEvent.keyDown(dialog().closest('.ant-modal-wrap') ?? dialog(), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: false }));
  });
});
