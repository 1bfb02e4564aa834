import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Modal, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { printMessages as m } from './messages';
import { PrintCopy } from './PrintCopy';

export interface PrintDialogProps<T> {
  /** The record to print, as read from the server. */
  query: UseQueryResult<T>;
  title: ReactNode;
  /** Shown (with 重试) when the record cannot be read. */
  loadFailure: string;
  /** The printed layout of the record: shown in the dialog and put on paper by 打印. */
  children: (data: T) => ReactNode;
  onClose: () => void;
  width?: number;
  className?: string;
  /** A CSS `@page` rule of the layout (see PrintCopy). */
  page?: string;
  /** Wraps the layout in the dialog (e.g. a sheet of paper on a grey desk). */
  preview?: (layout: ReactNode) => ReactNode;
  /** Wraps the layout on paper. */
  paper?: (layout: ReactNode) => ReactNode;
}

/**
 * 详情 / 打印 of a record: its print layout in a dialog with 关闭 and 打印 (the browser prints only
 * the layout, through PrintCopy), a spinner while it loads and the failure with 重试.
 */
export function PrintDialog<T>({
  query,
  title,
  loadFailure,
  children,
  onClose,
  width = 900,
  className,
  page,
  preview = (layout) => layout,
  paper = (layout) => layout,
}: PrintDialogProps<T>) {
  const { data } = query;
  return (
    <Modal
      open
      width={width}
      className={className}
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {m.close}
        </Button>,
        <Button key="print" type="primary" disabled={data === undefined} onClick={() => window.print()}>
          {m.print}
        </Button>,
      ]}
    >
      {data !== undefined ? (
        <>
          {preview(children(data))}
          <PrintCopy page={page}>{paper(children(data))}</PrintCopy>
        </>
      ) : query.isError ? (
        <Result
          status="warning"
          title={loadFailure}
          extra={<Button onClick={() => void query.refetch()}>{m.retry}</Button>}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
