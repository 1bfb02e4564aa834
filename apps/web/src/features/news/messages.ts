/** User-facing strings of the information publishing system (/policyNews). */
export const newsMessages = {
  system: '信息发布系统',
  pages: {
    agroNews: '农业资讯',
    marketCondition: '市场行情',
    marketPrice: '市场价格',
  },
} as const;
