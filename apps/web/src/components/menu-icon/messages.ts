/** User-facing strings of the menu icons (the icon picker's labels). */
export const menuIconMessages = {
  yxglxt: '营销管理',
  nzywsjgl: '农资业务',
  yxzcxt: '系统设置',
  warehousing: '仓储',
  policyNews: '政策资讯',
  xtbgxt: '协同办公',
  agroService: '农技服务',
  wlwyzt: '物联网监测',
  map: '地图',
  map2d: '二维地图',
  cockpit: '驾驶舱',
  default: '默认',
  placeholder: '请选择图标',
} as const;
