import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Drawer, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { readerDrawerMessages as m } from './messages';

export interface ReaderDrawerProps<T> {
  /** The record's detail query; the drawer shows its loading, its failure (with 重试) or `children`. */
  query: UseQueryResult<T>;
  title: ReactNode;
  /** The failure's title (e.g. 加载文章失败). */
  loadFailure: ReactNode;
  onClose: () => void;
  className?: string;
  /** The reader view of the loaded record. */
  children: (data: T) => ReactNode;
}

/**
 * The reader view of a record (an article, a notice, a scheme) in an 820 px drawer: a skeleton
 * while it loads, the failure with 重试, then the record as `children` renders it.
 */
export function ReaderDrawer<T>({
  query,
  title,
  loadFailure,
  onClose,
  className,
  children,
}: ReaderDrawerProps<T>) {
  const { data } = query;
  return (
    <Drawer open size={820} title={title} onClose={onClose} destroyOnHidden className={className}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : query.isError || data === undefined || data === null ? (
        <Result
          status="warning"
          title={loadFailure}
          extra={<Button onClick={() => void query.refetch()}>{m.retry}</Button>}
        />
      ) : (
        children(data)
      )}
    </Drawer>
  );
}
