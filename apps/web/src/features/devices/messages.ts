import { devicePopupMessages } from '@/components/device-popup/messages';

/** User-facing strings of the IoT device management screen (/wlwyzt/index/asset). */
export const deviceMessages = {
  pages: {
    asset: '设备管理',
  },
  /** Shared with the map marker popup so both say the same. */
  status: devicePopupMessages.status,
  type: devicePopupMessages.type,
  empty: devicePopupMessages.empty,
  filter: {
    all: '全部',
  },
  table: {
    index: '序号',
    name: '设备名称',
    type: '设备类型',
    snNumber: '设备序列号',
    organization: '所属组织',
    location: '安装位置',
    manufacturer: '生产厂家',
    status: '设备状态',
    actions: '操作',
    details: '详情',
    edit: '编辑',
    liveVideo: '实时视频',
    playback: '录像回放',
  },
  dialog: {
    deviceInfo: '设备信息',
    installInfo: '安装信息',
    name: '设备名称',
    type: '设备类型',
    manufacturer: '生产厂家',
    snNumber: '设备序列号',
    ip: 'IP地址',
    channel: '视频通道',
    status: '设备状态',
    longitude: '经度',
    longitudePlaceholder: '请输入经度',
    latitude: '纬度',
    latitudePlaceholder: '请输入纬度',
    region: '所属区域',
    regionPlaceholder: '请选择区域',
    organization: '所属组织',
    store: '门店',
    warehouse: '仓库',
  },
  validation: {
    longitudeRequired: '请输入经度',
    longitudeInvalid: '请输入合适的经度',
    latitudeRequired: '请输入纬度',
    latitudeInvalid: '请输入合适的纬度',
    longitudeOutsideChina: '经度须在 73 至 136 之间（中国境内）',
    latitudeOutsideChina: '纬度须在 3 至 54 之间（中国境内）',
    regionRequired: '请选择区域',
  },
  list: {
    failure: '查询设备列表数据错误',
    exception: '查询专家管理列表数据异常',
  },
  detail: {
    failure: '查询设备详情错误',
  },
  save: {
    success: '编辑成功',
    failure: '编辑失败',
  },
  sync: {
    button: '同步',
    success: '同步成功',
    failure: '同步失败',
  },
  liveVideo: {
    /** Title of the video wall dialog of a device. */
    title: (name: string) => `实时视频 - ${name}`,
  },
  playback: {
    /** Title of the recorded-video dialog of a device. */
    title: (name: string) => `录像回放 - ${name}`,
  },
} as const;
