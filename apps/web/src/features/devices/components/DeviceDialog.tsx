import { COORDINATE_MESSAGES, validateLatitude, validateLongitude } from '@agrimap/geo';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Collapse,
  Descriptions,
  Form,
  type FormInstance,
  Input,
  Modal,
  Radio,
  Space,
  Spin,
  Tag,
} from 'antd';
import type { RuleObject } from 'antd/es/form';
import { type ReactNode, useEffect } from 'react';
import { deviceStatusLabel, deviceTypeLabel, isOffline, textOrDash } from '@/components/device-popup';
import { CoordinateInput, RegionCascader, type RegionValue } from '@/components/form';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { deviceDetailQueryOptions, useUpdateDevice } from '../api/devices';
import { describeError, detailErrorText, failureKind } from '../api/errors';
import { deviceMessages as m } from '../messages';
import {
  type CameraDevice,
  channelText,
  formatCoordinate,
  ownerKind,
  rowOrganisation,
  type UpdateDeviceRequest,
} from '../model';

/** 详情 (read-only, with the device info) or 编辑 (installation info, saved with 确定). */
export type DeviceDialogMode = 'details' | 'edit';

export interface DeviceDialogProps {
  mode: DeviceDialogMode;
  /** The device code (the deviceId of updateDevice, the number of getDeviceInfo). */
  code: string;
  /** Called once when the dialog closes: `saved` after a successful 确定, else false. */
  onClose: (result: { saved: boolean }) => void;
}

/** The installation-info form. */
export interface InstallFormValues {
  lon: string;
  lat: string;
  region?: RegionValue;
}

/** The form's starting values for a device. */
export function installFormValues(device: CameraDevice): InstallFormValues {
  return {
    lon: formatCoordinate(device.lon),
    lat: formatCoordinate(device.lat),
    region: device.qhdm ? { qhdm: device.qhdm, qhmc: device.qhmc ?? '' } : undefined,
  };
}

/** The updateDevice body of validated form values. */
export function toUpdateRequest(code: string, values: InstallFormValues): UpdateDeviceRequest {
  if (!values.region) throw new Error('toUpdateRequest needs a region');
  return {
    deviceId: code,
    lon: Number(values.lon),
    lat: Number(values.lat),
    qhdm: values.region.qhdm,
    qhmc: values.region.qhmc,
  };
}

/** Maps the shared coordinate validators onto this screen's messages. */
function coordinateRule(
  validate: (value: string | undefined) => string | null,
  requiredText: string,
  required: string,
  invalid: string,
): RuleObject {
  return {
    validator: async (_rule, value: string | undefined) => {
      const outcome = validate(value);
      if (outcome === null) return;
      throw new Error(outcome === requiredText ? required : invalid);
    },
  };
}

const LONGITUDE_RULE = coordinateRule(
  validateLongitude,
  COORDINATE_MESSAGES.longitudeRequired,
  m.validation.longitudeRequired,
  m.validation.longitudeInvalid,
);
const LATITUDE_RULE = coordinateRule(
  validateLatitude,
  COORDINATE_MESSAGES.latitudeRequired,
  m.validation.latitudeRequired,
  m.validation.latitudeInvalid,
);
const REGION_RULE: RuleObject = {
  validator: async (_rule, value: RegionValue | undefined) => {
    if (!value?.qhdm) throw new Error(m.validation.regionRequired);
  },
};

function DeviceInfo({ device }: { device: CameraDevice }) {
  return (
    <Descriptions
      className="device-info"
      bordered
      size="small"
      column={2}
      items={[
        { key: 'name', label: m.dialog.name, children: textOrDash(device.name), span: 2 },
        { key: 'type', label: m.dialog.type, children: deviceTypeLabel(device.type) },
        { key: 'manufacturer', label: m.dialog.manufacturer, children: textOrDash(device.manufacturer) },
        { key: 'snNumber', label: m.dialog.snNumber, children: textOrDash(device.snNumber), span: 2 },
        { key: 'ip', label: m.dialog.ip, children: textOrDash(device.deviceIp) },
        { key: 'channel', label: m.dialog.channel, children: textOrDash(channelText(device.unitsObj)) },
        {
          key: 'status',
          label: m.dialog.status,
          children: (
            <Tag color={isOffline(device.status) ? 'default' : 'green'}>
              {deviceStatusLabel(device.status)}
            </Tag>
          ),
        },
      ]}
    />
  );
}

function InstallForm({
  device,
  form,
  readOnly,
}: {
  device: CameraDevice;
  form: FormInstance<InstallFormValues>;
  readOnly: boolean;
}) {
  const kind = ownerKind(device);
  return (
    <Form<InstallFormValues>
      form={form}
      name="device-install"
      className="device-install-form"
      layout="horizontal"
      labelCol={{ flex: '88px' }}
      wrapperCol={{ flex: 'auto' }}
      disabled={readOnly}
      requiredMark={!readOnly}
      initialValues={installFormValues(device)}
    >
      <Form.Item label={m.dialog.longitude} name="lon" required rules={[LONGITUDE_RULE]}>
        <CoordinateInput placeholder={m.dialog.longitudePlaceholder} />
      </Form.Item>
      <Form.Item label={m.dialog.latitude} name="lat" required rules={[LATITUDE_RULE]}>
        <CoordinateInput placeholder={m.dialog.latitudePlaceholder} />
      </Form.Item>
      <Form.Item label={m.dialog.region} name="region" required rules={[REGION_RULE]}>
        <RegionCascader placeholder={m.dialog.regionPlaceholder} />
      </Form.Item>
      <Form.Item label={m.dialog.organization} required={false}>
        <Space wrap>
          <Radio.Group
            disabled
            value={kind}
            options={[
              { value: 'store', label: m.dialog.store },
              { value: 'warehouse', label: m.dialog.warehouse },
            ]}
          />
          <Input
            disabled
            readOnly
            aria-label={m.dialog.organization}
            value={rowOrganisation(device) ?? ''}
            style={{ width: 240 }}
          />
        </Space>
      </Form.Item>
    </Form>
  );
}

/**
 * The device dialog (SPEC §2): 详情 shows 设备信息 and 安装信息 read-only; 编辑 shows 安装信息 with
 * 确定 and 取消. The device is read with getCameraDeviceInfo when the dialog opens. 确定
 * validates, saves with updateDevice and closes; a failed save keeps the dialog and the values.
 * Esc and 取消 close it.
 */
export function DeviceDialog({ mode, code, onClose }: DeviceDialogProps) {
  const client = useApi();
  const detail = useQuery(deviceDetailQueryOptions(client, code));
  const save = useUpdateDevice();
  const [form] = Form.useForm<InstallFormValues>();
  const editing = mode === 'edit';
  const device = detail.data;

  const { isError, error, errorUpdatedAt } = detail;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report each failed load once
  useEffect(() => {
    if (!isError) return;
    const kind = failureKind(error);
    if (kind === 'unauthorized') return;
    console.error(`[devices] getDeviceInfo ${code} failed (${kind})`, describeError(error));
    if (kind === 'failure') notify.error(detailErrorText(error));
  }, [isError, errorUpdatedAt]);

  const confirm = async () => {
    if (!device || save.isPending) return;
    let values: InstallFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages; nothing is sent
    }
    save.mutate(toUpdateRequest(device.code, values), { onSuccess: () => onClose({ saved: true }) });
  };

  const errorText = isError ? detailErrorText(error) : undefined;

  let body: ReactNode;
  if (device) {
    body = (
      <Collapse
        className="device-dialog-sections"
        defaultActiveKey={['device', 'install']}
        items={[
          ...(editing
            ? []
            : [
                {
                  key: 'device',
                  label: m.dialog.deviceInfo,
                  forceRender: true,
                  children: <DeviceInfo device={device} />,
                },
              ]),
          {
            key: 'install',
            label: m.dialog.installInfo,
            forceRender: true,
            children: <InstallForm device={device} form={form} readOnly={!editing} />,
          },
        ]}
      />
    );
  } else if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText ?? m.detail.failure}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            {m.dialog.retry}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div style={{ padding: '48px 0', textAlign: 'center' }}>
        <Spin />
        <div style={{ marginTop: 8, color: '#8f959e' }}>{m.dialog.loading}</div>
      </div>
    );
  }

  return (
    <Modal
      open
      className="device-dialog"
      title={editing ? m.dialog.edit : m.dialog.details}
      width={780}
      keyboard
      maskClosable={false}
      destroyOnHidden
      onCancel={() => onClose({ saved: false })}
      footer={
        editing
          ? [
              <Button key="cancel" onClick={() => onClose({ saved: false })}>
                {m.dialog.cancel}
              </Button>,
              <Button
                key="confirm"
                type="primary"
                loading={save.isPending}
                disabled={!device}
                onClick={() => void confirm()}
              >
                {m.dialog.confirm}
              </Button>,
            ]
          : null
      }
    >
      {body}
    </Modal>
  );
}
