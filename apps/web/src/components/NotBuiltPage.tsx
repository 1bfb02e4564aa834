import { Result } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/routing';
import { componentMessages as m } from './messages';
import { TabPaneHeader } from './TabPaneHeader';

export interface NotBuiltPageProps {
  /** Defaults to the route's title. */
  title?: string;
  /** Real controls the screen already has (e.g. a permission-gated action). */
  extra?: ReactNode;
}

/** A screen that later work fills: its title and a clear notice that it is not built yet. */
export function NotBuiltPage({ title, extra }: NotBuiltPageProps) {
  const routeTitle = usePageTitle();
  return (
    <section className="not-built-page">
      <TabPaneHeader title={title ?? routeTitle} extra={extra} />
      <Result status="info" title={m.notBuilt.title} subTitle={m.notBuilt.description} />
    </section>
  );
}
