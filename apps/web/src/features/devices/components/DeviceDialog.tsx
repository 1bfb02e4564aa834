import { CHINA_BOUNDS, COORDINATE_MESSAGES, validateLatitude, validateLongitude } from '@agrimap/geo';
import { Collapse, Descriptions, Form, Input, Radio, Space, Tag } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { deviceStatusLabel, deviceTypeLabel, isOffline, textOrDash } from '@/components/device-popup';
import { EntityDialog } from '@/components/entity-dialog';
import { CoordinateInput, RegionCascader, type RegionValue } from '@/components/form';
import { regionRequiredRule } from '@/components/form-fields/FieldGrid';
import { useApi } from '@/lib/api';
import { getDeviceInfo, updateDevice } from '../api';
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

/**
 * Maps the shared coordinate validators onto this screen's messages; a coordinate must also lie
 * within China (`range`, the bounds of updateDevice's lon / lat in openapi/base.yaml).
 */
function coordinateRule(
  validate: (value: string | undefined) => string | null,
  required: string,
  invalid: string,
  range: { min: number; max: number; message: string },
) {
  const requiredText: readonly string[] = [
    COORDINATE_MESSAGES.longitudeRequired,
    COORDINATE_MESSAGES.latitudeRequired,
  ];
  return {
    validator: async (_rule, value: string | undefined) => {
      const outcome = validate(value);
      if (outcome === null) {
        const n = Number(value);
        if (n < range.min || n > range.max) throw new Error(range.message);
        return;
      }
      throw new Error(requiredText.includes(outcome) ? required : invalid);
    },
  } satisfies RuleObject;
}

const LONGITUDE_RULE = coordinateRule(
  validateLongitude,
  m.validation.longitudeRequired,
  m.validation.longitudeInvalid,
  { min: CHINA_BOUNDS.west, max: CHINA_BOUNDS.east, message: m.validation.longitudeOutsideChina },
);
const LATITUDE_RULE = coordinateRule(
  validateLatitude,
  m.validation.latitudeRequired,
  m.validation.latitudeInvalid,
  { min: CHINA_BOUNDS.south, max: CHINA_BOUNDS.north, message: m.validation.latitudeOutsideChina },
);
const REGION_RULE = regionRequiredRule(m.validation.regionRequired);

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

function InstallFields({ device }: { device: CameraDevice }) {
  return (
    <>
      <Form.Item label={m.dialog.longitude} name="lon" required rules={[LONGITUDE_RULE]}>
        <CoordinateInput placeholder={m.dialog.longitudePlaceholder} />
      </Form.Item>
      <Form.Item label={m.dialog.latitude} name="lat" required rules={[LATITUDE_RULE]}>
        <CoordinateInput placeholder={m.dialog.latitudePlaceholder} />
      </Form.Item>
      <Form.Item label={m.dialog.region} name="region" required rules={[REGION_RULE]}>
        <RegionCascader placeholder={m.dialog.regionPlaceholder} allowClear parentChoice="explicit" />
      </Form.Item>
      <Form.Item label={m.dialog.organization} required={false}>
        <Space wrap>
          <Radio.Group
            disabled
            value={ownerKind(device)}
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
    </>
  );
}

export interface DeviceDialogProps {
  mode: DeviceDialogMode;
  /** The device code (the deviceId of updateDevice, the number of getDeviceInfo). */
  code: string;
  /** Called once when the dialog closes: `saved` after a successful 确定. */
  onClose: (result: { saved: boolean }) => void;
}

/**
 * The device dialog (SPEC §2): 详情 shows 设备信息 and 安装信息 read-only; 编辑 shows 安装信息 with
 * 确定 and 取消. The device is read when the dialog opens; a failed save keeps the values.
 */
export function DeviceDialog({ mode, code, onClose }: DeviceDialogProps) {
  const client = useApi();
  return (
    <EntityDialog<InstallFormValues, CameraDevice>
      mode={mode}
      name="device-install"
      className="device-dialog"
      id={code}
      load={(id) => getDeviceInfo(client, id)}
      loadMeta={{ errorText: { failure: m.detail.failure }, what: `getDeviceInfo ${code}` }}
      loadFailedText={m.detail.failure}
      toValues={installFormValues}
      save={(values, device) => updateDevice(client, toUpdateRequest(device?.code ?? code, values))}
      saveMeta={{
        successText: m.save.success,
        errorText: m.save.failure,
        errorLevel: 'warning',
        what: 'updateDevice',
      }}
      formProps={{ className: 'device-install-form', labelCol: { flex: '88px' } }}
      onClose={onClose}
    >
      {({ entity }) =>
        entity ? (
          <Collapse
            className="device-dialog-sections"
            defaultActiveKey={['device', 'install']}
            items={[
              ...(mode === 'details'
                ? [
                    {
                      key: 'device',
                      label: m.dialog.deviceInfo,
                      forceRender: true,
                      children: <DeviceInfo device={entity} />,
                    },
                  ]
                : []),
              {
                key: 'install',
                label: m.dialog.installInfo,
                forceRender: true,
                children: <InstallFields device={entity} />,
              },
            ]}
          />
        ) : null
      }
    </EntityDialog>
  );
}
