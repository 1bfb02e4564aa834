import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { THEME } from './theme';

dayjs.locale('zh-cn');

// Static methods (message, Modal.confirm) render outside the React tree: give them the same
// locale and theme as the app.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={THEME}>
      {children}
    </ConfigProvider>
  ),
});

/** QueryClient and antd in Simplified Chinese (zh_CN, dayjs zh-cn). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={THEME}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
