/** User-facing strings of the cockpit (dashboard) screens. */
export const cockpitMessages = {
  pages: {
    wlwyztCockpit: '物联网一张图',
    gxsfbCockpit: '供应商分布驾驶舱',
    khfbCockpit: '客户分布驾驶舱',
  },
} as const;
