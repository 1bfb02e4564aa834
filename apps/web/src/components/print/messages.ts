/** User-facing strings of PrintDialog. */
export const printMessages = {
  print: '打印',
  close: '关闭',
  retry: '重试',
} as const;
