import type { BaseComponents } from '@agrimap/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { EntityDialog, type EntityDialogMode } from './index';

type Device = BaseComponents['schemas']['CameraDevice'];
interface Values {
  lon: string;
  lat: string;
}

function Dialog({ mode, onClose }: { mode: EntityDialogMode; onClose: (r: { saved: boolean }) => void }) {
  const client = useApi();
  return (
    <EntityDialog<Values, Device>
      mode={mode}
      name="kit-dialog"
      id="43010400001"
      load={(number) =>
        apiFetch(client, 'base', 'get', '/api/v1/camera/getDeviceInfo', {
          params: { query: { number } },
        }).then((d) => d as Device)
      }
      loadMeta={{ errorText: { failure: '查询详情错误' } }}
      toValues={(d) => ({ lon: String(d.lon), lat: String(d.lat) })}
      save={(values, device) =>
        apiFetch(client, 'base', 'post', '/api/v1/camera/updateDevice', {
          body: {
            deviceId: device?.code ?? '',
            lon: Number(values.lon),
            lat: Number(values.lat),
            qhdm: device?.qhdm ?? '43',
            qhmc: device?.qhmc ?? '湖南省',
          },
        })
      }
      saveMeta={{ successText: '编辑成功', errorText: '编辑失败', errorLevel: 'warning' }}
      onClose={onClose}
    >
      {({ entity }) => (
        <>
          <div className="kit-name">{entity?.name}</div>
          <Form.Item label="经度" name="lon" rules={[{ required: true, message: '请输入经度' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="纬度" name="lat">
            <Input />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());

const dialogButton = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.entity-dialog button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('<EntityDialog>', { timeout: 30_000 }, () => {
  it('详情 loads the entity into a read-only form, 780 px wide, without 确定', async () => {
    await renderScreen(<Dialog mode="details" onClose={() => {}} />);
    await waitFor(() => expect(document.querySelector('.kit-name')?.textContent).toContain('枪机01'));
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('详情');
    expect(input('经度').disabled).toBe(true);
    expect(dialogButton('确定')).toBeUndefined();
    const width = (document.querySelector('.entity-dialog') as HTMLElement | null)?.style.width;
    expect(width).toBe('780px');
  });

  it('a failed save keeps the dialog and what was typed; 确定 is disabled while saving', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    const { toasts } = await renderScreen(<Dialog mode="edit" onClose={onClose} />);
    await waitFor(() => expect(input('经度').disabled).toBe(false));
    fireEvent.change(input('经度'), { target: { value: '111.5' } });
    await sandbox.fault('updateDevice', 'error', { msg: '设备已被锁定', times: 1 });
    fireEvent.click(dialogButton('确定') as HTMLButtonElement);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('设备已被锁定', expect.anything()));
    expect(onClose).not.toHaveBeenCalled();
    expect(input('经度').value).toBe('111.5');

    await sandbox.fault('updateDevice', 'stall', { stallMs: 300, times: 1 });
    fireEvent.click(dialogButton('确定') as HTMLButtonElement);
    await waitFor(() => expect(dialogButton('确定')?.disabled).toBe(true));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
    expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything());
    expect(sandbox.lastBody('updateDevice')).toMatchObject({ deviceId: '43010400001', lon: 111.5 });
  });

  it('a required field stops 确定 and sends nothing', async () => {
    await renderScreen(<Dialog mode="edit" onClose={() => {}} />);
    await waitFor(() => expect(input('经度').disabled).toBe(false));
    fireEvent.change(input('经度'), { target: { value: '' } });
    fireEvent.click(dialogButton('确定') as HTMLButtonElement);
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请输入经度'),
    );
    expect(sandbox.calls('updateDevice')).toHaveLength(0);
  });

  it('a failed load shows the message with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('getCameraDeviceInfo', 'error', { msg: '', times: 1 });
    const { toasts } = await renderScreen(<Dialog mode="edit" onClose={() => {}} />);
    await waitFor(() =>
      expect(document.querySelector('.entity-dialog-error')?.textContent).toContain('查询详情错误'),
    );
    expect(toasts.error).toHaveBeenCalledWith('查询详情错误', expect.anything());
    expect(dialogButton('确定')?.disabled).toBe(true);
    fireEvent.click(dialogButton('重试') as HTMLButtonElement);
    await waitFor(() => expect(document.querySelector('.kit-name')?.textContent).toContain('枪机01'));
  });
});
