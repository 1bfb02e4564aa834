import { Button, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { deviceStatusLabel, deviceTypeLabel, isOffline, textOrDash } from '@/components/device-popup';
import { deviceChannels } from '@/components/video-wall';
import { deviceMessages as m } from '../messages';
import { type CameraDevice, DEVICE_PAGE_SIZE, rowNumber, rowOrganisation } from '../model';

export interface DeviceTableProps {
  records: readonly CameraDevice[];
  total: number;
  /** The current page, from 1 (the pager's). */
  page: number;
  /** The page the shown records belong to (differs from `page` while the next page loads). */
  dataPage: number;
  loading: boolean;
  /** Whether the user may edit devices (button `device:edit`). */
  canEdit: boolean;
  onPageChange: (page: number) => void;
  onDetails: (device: CameraDevice) => void;
  onEdit: (device: CameraDevice) => void;
  /** Opens the live video of a device's channels (实时视频, shown for devices with channels). */
  onLiveVideo?: (device: CameraDevice) => void;
}

/**
 * The device list (SPEC §2): 序号, 设备名称, 设备类型, 设备序列号, 所属组织, 安装位置, 生产厂家,
 * 设备状态 and 操作 (详情, and 编辑 for users allowed to edit), 10 rows a page with
 * prev/pager/next and a page jumper.
 */
export function DeviceTable({
  records,
  total,
  page,
  dataPage,
  loading,
  canEdit,
  onPageChange,
  onDetails,
  onEdit,
  onLiveVideo,
}: DeviceTableProps) {
  const columns: TableColumnsType<CameraDevice> = [
    {
      title: m.table.index,
      key: 'index',
      width: 70,
      align: 'center',
      render: (_value, _device, index) => rowNumber(dataPage, index),
    },
    { title: m.table.name, dataIndex: 'name', key: 'name', ellipsis: true, render: textOrDash },
    {
      title: m.table.type,
      dataIndex: 'type',
      key: 'type',
      width: 90,
      render: (type: CameraDevice['type']) => deviceTypeLabel(type),
    },
    { title: m.table.snNumber, dataIndex: 'snNumber', key: 'snNumber', ellipsis: true, render: textOrDash },
    {
      title: m.table.organization,
      key: 'organization',
      ellipsis: true,
      render: (_value, device) => textOrDash(rowOrganisation(device)),
    },
    { title: m.table.location, dataIndex: 'qhmc', key: 'qhmc', ellipsis: true, render: textOrDash },
    {
      title: m.table.manufacturer,
      dataIndex: 'manufacturer',
      key: 'manufacturer',
      ellipsis: true,
      render: textOrDash,
    },
    {
      title: m.table.status,
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: CameraDevice['status']) => (
        <Tag color={isOffline(status) ? 'default' : 'green'}>{deviceStatusLabel(status)}</Tag>
      ),
    },
    {
      title: m.table.actions,
      key: 'actions',
      width: 200,
      render: (_value, device) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onDetails(device)}>
            {m.table.details}
          </Button>
          {canEdit ? (
            <Button type="link" size="small" onClick={() => onEdit(device)}>
              {m.table.edit}
            </Button>
          ) : null}
          {onLiveVideo && deviceChannels(device).length > 0 ? (
            <Button type="link" size="small" onClick={() => onLiveVideo(device)}>
              {m.table.liveVideo}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Table<CameraDevice>
      className="device-table"
      rowKey="code"
      size="middle"
      columns={columns}
      dataSource={records as CameraDevice[]}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.table.empty} /> }}
      pagination={{
        current: page,
        pageSize: DEVICE_PAGE_SIZE,
        total,
        showSizeChanger: false,
        showQuickJumper: true,
        showTotal: undefined,
        onChange: (next) => onPageChange(next),
      }}
      scroll={{ x: 1100 }}
    />
  );
}
