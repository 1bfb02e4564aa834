import { SyncOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { deviceChannels, useAppVideoInterfaces, VideoWallModal } from '@/components/video-wall';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { Permission, useHasButton } from '@/lib/Permission';
import { deviceListQueryOptions, useSyncDevices } from '../api/devices';
import { describeError, failureKind, listErrorText } from '../api/errors';
import { deviceKeys } from '../api/keys';
import { deviceMessages as m } from '../messages';
import {
  type CameraDevice,
  DEFAULT_FILTER,
  type DeviceFilterValues,
  FIRST_PAGE,
  lastPage,
  toListRequest,
} from '../model';
import { DeviceDialog, type DeviceDialogMode } from './DeviceDialog';
import { DeviceFilter } from './DeviceFilter';
import { DeviceTable } from './DeviceTable';

/** Button urls of the device screen in the user's menu tree. */
export const DEVICE_BUTTONS = { sync: 'device:sync', edit: 'device:edit' } as const;

export interface DeviceManagementPageProps {
  /** A device code whose details dialog is open (the `?detail=` search param). */
  detailCode?: string;
  /** Called when the dialog opened by {@link detailCode} closes (drop the search param). */
  onDetailClosed?: () => void;
}

interface OpenDialog {
  mode: DeviceDialogMode;
  code: string;
}

/**
 * The monitoring device management screen (/wlwyzt/index/asset): filter, result line with 同步,
 * the device table with its pager, and the device dialog. Closing the dialog refreshes the list
 * with the same filter and page; a successful sync resets both.
 */
export function DeviceManagementPage({ detailCode, onDetailClosed }: DeviceManagementPageProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [filterForm] = Form.useForm<DeviceFilterValues>();
  const [filter, setFilter] = useState<DeviceFilterValues>(DEFAULT_FILTER);
  const [page, setPage] = useState(FIRST_PAGE);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [liveDevice, setLiveDevice] = useState<CameraDevice | null>(null);
  const videoInterfaces = useAppVideoInterfaces();
  const canEdit = useHasButton(m.permission.parentMenu, m.permission.menu, DEVICE_BUTTONS.edit);

  const request = useMemo(() => toListRequest(filter, page), [filter, page]);
  const list = useQuery(deviceListQueryOptions(client, request));
  const total = list.data?.total ?? 0;

  const { isError, error, errorUpdatedAt } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report each failed load once
  useEffect(() => {
    if (!isError) return;
    const kind = failureKind(error);
    if (kind === 'unauthorized') return;
    console.error(`[devices] listDevice failed (${kind})`, describeError(error), request);
    const text = listErrorText(error);
    if (text) notify.error(text);
  }, [isError, errorUpdatedAt]);

  // A page emptied by changes elsewhere moves back to the last page that has records.
  useEffect(() => {
    const data = list.data;
    if (!data || list.isPlaceholderData || data.records.length > 0 || data.total === 0) return;
    if (page > lastPage(data.total)) setPage(lastPage(data.total));
  }, [list.data, list.isPlaceholderData, page]);

  const sync = useSyncDevices({
    // SPEC §4: after a sync the list is reset and refetched (one request, with the defaults).
    onSynced: () => {
      filterForm.setFieldsValue({ ...DEFAULT_FILTER });
      if (page === FIRST_PAGE && sameFilter(filter, DEFAULT_FILTER)) void list.refetch();
      else {
        setFilter(DEFAULT_FILTER);
        setPage(FIRST_PAGE);
      }
    },
  });

  const runQuery = (values: DeviceFilterValues) => {
    setFilter(values);
    setPage(FIRST_PAGE);
    // The same filter again still asks the server afresh.
    if (page === FIRST_PAGE && sameFilter(values, filter)) void list.refetch();
  };

  const closeDialog = (fromSearch: boolean) => {
    if (fromSearch) onDetailClosed?.();
    else setDialog(null);
    void queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
  };

  const open = (mode: DeviceDialogMode) => (device: CameraDevice) => setDialog({ mode, code: device.code });
  const shown: (OpenDialog & { fromSearch: boolean }) | null = dialog
    ? { ...dialog, fromSearch: false }
    : detailCode
      ? { mode: 'details', code: detailCode, fromSearch: true }
      : null;

  const listError = isError ? listErrorText(error) : undefined;

  return (
    <section className="device-management">
      <TabPaneHeader title={m.pages.asset} />
      <DeviceFilter form={filterForm} onSearch={runQuery} onReset={runQuery} />
      <div
        className="device-result"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}
      >
        <span className="device-total" aria-live="polite">
          {m.result.total(total)}
        </span>
        <Permission parent={m.permission.parentMenu} menu={m.permission.menu} button={DEVICE_BUTTONS.sync}>
          <Button icon={<SyncOutlined />} loading={sync.isPending} onClick={() => sync.mutate()}>
            {m.sync.button}
          </Button>
        </Permission>
      </div>
      {listError ? (
        <Alert
          className="device-list-error"
          type="error"
          showIcon
          title={listError}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {m.table.retry}
            </Button>
          }
        />
      ) : null}
      <DeviceTable
        records={list.data?.records ?? []}
        total={total}
        page={page}
        dataPage={list.data?.page ?? page}
        loading={list.isFetching}
        canEdit={canEdit}
        onPageChange={setPage}
        onDetails={open('details')}
        onEdit={open('edit')}
        onLiveVideo={setLiveDevice}
      />
      {shown ? (
        <DeviceDialog
          key={`${shown.mode}:${shown.code}`}
          mode={shown.mode}
          code={shown.code}
          onClose={() => closeDialog(shown.fromSearch)}
        />
      ) : null}
      <VideoWallModal
        open={liveDevice !== null}
        onClose={() => setLiveDevice(null)}
        title={liveDevice ? m.liveVideo.title(liveDevice.name) : undefined}
        channels={liveDevice ? deviceChannels(liveDevice) : []}
        interfaces={videoInterfaces}
      />
    </section>
  );
}

function sameFilter(a: DeviceFilterValues, b: DeviceFilterValues): boolean {
  return a.deviceName === b.deviceName && a.organization === b.organization && a.status === b.status;
}
