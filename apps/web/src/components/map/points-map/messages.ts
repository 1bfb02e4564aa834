/** User-facing strings of the shared points map (Simplified Chinese). */
export const pointsMapMessages = {
  loading: '地图加载中…',
  loadFailed: '地图加载失败',
  unsupportedEpsg: (epsg: number) =>
    `当前配置的投影 EPSG:${epsg} 需要投影坐标地图引擎，本页面仅支持 EPSG:3857`,
  defaultLabel: '点位地图',
  pointList: (label: string) => `${label}点位列表`,
  pointCount: (n: number) => `共 ${n} 个点位`,
  empty: '暂无点位',
  unnamed: '未命名点位',
  popup: (label: string) => `${label}详情`,
  legend: '图例',
  noValue: '无数据',
};
