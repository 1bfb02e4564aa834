import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { DEVICE_STATUS } from '@/components/device-popup';
import { deviceMessages as m } from '../messages';
import { DEFAULT_FILTER, type DeviceFilterValues, normaliseFilter } from '../model';

export interface DeviceFilterProps {
  /** The form instance, so the screen can put the defaults back (e.g. after a sync). */
  form: FormInstance<DeviceFilterValues>;
  /** 查询 or Enter in a text box: the values typed so far. */
  onSearch: (values: DeviceFilterValues) => void;
  /** 重置: the form is back at its defaults; query with them. */
  onReset: (values: DeviceFilterValues) => void;
}

const STATUS_OPTIONS = [
  { value: DEVICE_STATUS.all, label: m.filter.all },
  { value: DEVICE_STATUS.online, label: m.status.online },
  { value: DEVICE_STATUS.offline, label: m.status.offline },
];

/**
 * The filter form of the device screen: 设备名称, 所属组织, 设备状态 (全部 by default). Enter in a
 * text box or 查询 runs the query; 重置 restores the defaults and queries; 收起 hides every field
 * but the first (their values still apply), 展开 shows them again.
 */
export function DeviceFilter({ form, onSearch, onReset }: DeviceFilterProps) {
  const [collapsed, setCollapsed] = useState(false);
  const search = () => onSearch(normaliseFilter(form.getFieldsValue(true)));
  return (
    <Form<DeviceFilterValues>
      form={form}
      name="device-filter"
      className="device-filter"
      layout="inline"
      initialValues={DEFAULT_FILTER}
      aria-label={m.filter.label}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item label={m.filter.deviceName} name="deviceName">
        <Input
          allowClear
          maxLength={100}
          placeholder={m.filter.deviceNamePlaceholder}
          style={{ width: 200 }}
          onPressEnter={search}
        />
      </Form.Item>
      <Form.Item label={m.filter.organization} name="organization" hidden={collapsed}>
        <Input
          allowClear
          maxLength={100}
          placeholder={m.filter.organizationPlaceholder}
          style={{ width: 200 }}
          onPressEnter={search}
        />
      </Form.Item>
      <Form.Item label={m.filter.status} name="status" hidden={collapsed}>
        <Select options={STATUS_OPTIONS} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            {m.filter.query}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ ...DEFAULT_FILTER });
              onReset({ ...DEFAULT_FILTER });
            }}
          >
            {m.filter.reset}
          </Button>
          <Button
            type="link"
            aria-expanded={!collapsed}
            icon={collapsed ? <DownOutlined /> : <UpOutlined />}
            iconPlacement="end"
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? m.filter.expand : m.filter.collapse}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
