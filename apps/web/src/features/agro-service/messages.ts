/** User-facing strings of the agricultural service system (/agroService). */
export const agroServiceMessages = {
  system: '农业服务系统',
  pages: {
    agrotechnicalScheme: '农技方案',
    agrotechnicalVideo: '农技视频',
    massifList: '地块列表',
    crop: '作物管理',
    cropVarietiesForm: '作物品种',
    birth: '生育期',
    programme: '种植方案',
  },
} as const;
