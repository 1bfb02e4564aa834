/** User-facing strings of the shared components. */
export const componentMessages = {
  notBuilt: {
    title: '该功能尚未建成',
    description: '此页面将在后续版本中提供，目前不能使用。',
  },
  notFound: {
    title: '404',
    description: '抱歉，您访问的页面不存在。',
    home: '返回首页',
  },
  forbidden: {
    title: '403',
    description: '抱歉，您没有访问此页面的权限。',
    home: '返回首页',
  },
  routeError: {
    title: '页面加载失败',
    retry: '重试',
  },
} as const;
