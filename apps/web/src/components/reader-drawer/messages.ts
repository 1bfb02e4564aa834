/** User-facing strings of ReaderDrawer. */
export const readerDrawerMessages = {
  retry: '重试',
} as const;
