import { SyncOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { deviceStatusLabel, deviceTypeLabel, isOffline, textOrDash } from '@/components/device-popup';
import { type QueryColumn, QueryTable, type QueryTableHandle } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { deviceChannels, useAppVideoInterfaces, VideoWallModal } from '@/components/video-wall';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { useDetailParam } from '@/lib/detail-param';
import { DEVICE_LISTS, deviceListQuery, syncDevices } from '../api';
import { deviceMessages as m } from '../messages';
import { type CameraDevice, type DeviceSearch, deviceSearch, rowOrganisation } from '../model';
import { DeviceDialog, type DeviceDialogMode } from './DeviceDialog';

type Filter = typeof deviceSearch.defaults;

const STATUS_OPTIONS = [
  { value: -1, label: m.filter.all },
  { value: 1, label: m.status.online },
  { value: 0, label: m.status.offline },
];

/**
 * The monitoring device management screen (/wlwyzt/index/asset) on the kit: filter 设备名称 /
 * 所属组织 / 设备状态, 同步, the device list and the device dialog. Filter, page and the open
 * details (`?detail=<code>`) live in the URL. Closing a dialog refreshes the list; a
 * successful sync resets filter and page.
 */
export function DeviceManagementPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { closeDetail } = useDetailParam({ replaceOnClose: true });
  const detail = deviceSearch.parse(useSearch({ strict: false }) as Record<string, unknown>).detail;
  const table = useRef<QueryTableHandle>(null);
  const [dialog, setDialog] = useState<{ mode: DeviceDialogMode; code: string } | null>(null);
  const [liveDevice, setLiveDevice] = useState<CameraDevice | null>(null);
  const [playbackDevice, setPlaybackDevice] = useState<CameraDevice | null>(null);
  const videoInterfaces = useAppVideoInterfaces();
  const access = useAccess();
  const can = {
    detail: access.can('device:detail'),
    edit: access.can('device:edit'),
    sync: access.can('device:sync'),
  };

  const sync = useMutation({
    mutationFn: () => syncDevices(client),
    meta: { successText: m.sync.success, errorText: m.sync.failure, what: 'flushCamera' },
    // SPEC §4: after a sync the list is reset and asked for once, with the defaults.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DEVICE_LISTS, refetchType: 'none' });
      table.current?.reset();
    },
  });

  const shown = dialog ?? (detail ? { mode: 'details' as const, code: detail } : null);
  const close = () => {
    if (dialog) setDialog(null);
    else closeDetail();
    void queryClient.invalidateQueries({ queryKey: DEVICE_LISTS });
  };

  const columns: QueryColumn<CameraDevice, Filter>[] = [
    {
      key: 'name',
      title: m.table.name,
      dataIndex: 'name',
      ellipsis: true,
      render: (v) => textOrDash(v as string),
      search: { type: 'text', name: 'deviceName' },
    },
    {
      key: 'type',
      title: m.table.type,
      dataIndex: 'type',
      width: 90,
      render: (v) => deviceTypeLabel(v as number),
    },
    {
      key: 'snNumber',
      title: m.table.snNumber,
      dataIndex: 'snNumber',
      ellipsis: true,
      render: (v) => textOrDash(v as string),
    },
    {
      key: 'organization',
      title: m.table.organization,
      ellipsis: true,
      render: (_v, device) => textOrDash(rowOrganisation(device)),
      search: { type: 'text', name: 'organization' },
    },
    {
      key: 'qhmc',
      title: m.table.location,
      dataIndex: 'qhmc',
      ellipsis: true,
      render: (v) => textOrDash(v as string),
    },
    {
      key: 'manufacturer',
      title: m.table.manufacturer,
      dataIndex: 'manufacturer',
      ellipsis: true,
      render: (v) => textOrDash(v as string),
    },
    {
      key: 'status',
      title: m.table.status,
      dataIndex: 'status',
      width: 100,
      render: (v) => (
        <Tag color={isOffline(v as number) ? 'default' : 'green'}>{deviceStatusLabel(v as number)}</Tag>
      ),
      search: { type: 'select', name: 'status', options: STATUS_OPTIONS },
    },
    {
      key: 'actions',
      title: m.table.actions,
      width: 260,
      render: (_v, device) => {
        const hasVideo = deviceChannels(device).length > 0;
        return (
          <RowActions
            actions={[
              {
                label: m.table.details,
                visible: can.detail,
                onClick: () => setDialog({ mode: 'details', code: device.code }),
              },
              {
                label: m.table.edit,
                visible: can.edit,
                onClick: () => setDialog({ mode: 'edit', code: device.code }),
              },
              { label: m.table.liveVideo, visible: hasVideo, onClick: () => setLiveDevice(device) },
              { label: m.table.playback, visible: hasVideo, onClick: () => setPlaybackDevice(device) },
            ]}
          />
        );
      },
    },
  ];

  return (
    <section className="device-management">
      <TabPaneHeader title={m.pages.asset} />
      <QueryTable
        ref={table}
        className="device-table"
        filterName="device-filter"
        search={deviceSearch}
        query={(search: DeviceSearch, pageSize) => deviceListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="code"
        index
        collapsedFields={1}
        scrollX={1160}
        toolbar={
          can.sync ? (
            <Button icon={<SyncOutlined />} loading={sync.isPending} onClick={() => sync.mutate()}>
              {m.sync.button}
            </Button>
          ) : null
        }
      />
      {shown ? <DeviceDialog key={`${shown.mode}:${shown.code}`} {...shown} onClose={close} /> : null}
      <VideoWallModal
        open={liveDevice !== null}
        onClose={() => setLiveDevice(null)}
        title={liveDevice ? m.liveVideo.title(liveDevice.name) : undefined}
        channels={liveDevice ? deviceChannels(liveDevice) : []}
        interfaces={videoInterfaces}
      />
      <VideoWallModal
        mode="playback"
        width={1200}
        open={playbackDevice !== null}
        onClose={() => setPlaybackDevice(null)}
        title={playbackDevice ? m.playback.title(playbackDevice.name) : undefined}
        channels={playbackDevice ? deviceChannels(playbackDevice) : []}
        interfaces={videoInterfaces}
      />
    </section>
  );
}
