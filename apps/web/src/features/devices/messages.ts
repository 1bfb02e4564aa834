import { devicePopupMessages } from '@/components/device-popup';

/** User-facing strings of the IoT device management screen (/wlwyzt/index/asset). */
export const deviceMessages = {
  pages: {
    asset: '设备管理',
  },
  permission: {
    parentMenu: '物联网监测',
    menu: '设备管理',
  },
  /** Shared with the map marker popup so both say the same. */
  status: devicePopupMessages.status,
  type: devicePopupMessages.type,
  empty: devicePopupMessages.empty,
  filter: {
    label: '设备筛选',
    deviceName: '设备名称',
    deviceNamePlaceholder: '请输入设备名称',
    organization: '所属组织',
    organizationPlaceholder: '请输入所属组织',
    status: '设备状态',
    all: '全部',
    query: '查询',
    reset: '重置',
    collapse: '收起',
    expand: '展开',
  },
  result: {
    total: (total: number) => `共查询到 ${total} 条记录`,
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
    empty: '暂无数据',
    retry: '重试',
  },
  dialog: {
    details: '详情',
    edit: '编辑',
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
    confirm: '确定',
    cancel: '取消',
    loading: '正在加载设备详情…',
    retry: '重试',
  },
  validation: {
    longitudeRequired: '请输入经度',
    longitudeInvalid: '请输入合适的经度',
    latitudeRequired: '请输入纬度',
    latitudeInvalid: '请输入合适的纬度',
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
  region: {
    failure: '查询下级区域失败',
  },
  liveVideo: {
    /** Title of the video wall dialog of a device. */
    title: (name: string) => `实时视频 - ${name}`,
  },
} as const;
