/** User-facing strings of the shared device vocabulary and the map marker popup. */
export const devicePopupMessages = {
  fields: {
    name: '设备名称',
    number: '设备编号',
    unit: '所属单位',
    region: '所在地区',
    status: '设备状态',
  },
  /** Opens the details dialog of the device whose number is shown. */
  openDetails: (number: string) => `查看设备 ${number} 的详情`,
  status: {
    online: '在线',
    offline: '离线',
  },
  type: {
    dvr: 'DVR',
    ipc: 'IPC',
  },
  /** Shown for a missing value. */
  empty: '-',
} as const;
