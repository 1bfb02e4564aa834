import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/** antd settings of the map UI: button labels as written (no space inserted between two CJK characters). */
export function MapUiProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider button={{ autoInsertSpace: false }}>{children}</ConfigProvider>;
}
