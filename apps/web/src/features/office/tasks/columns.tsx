/** The columns 待办, 已办 (我审批的 / 我发起的) and 抄送我的 share, and the drawer each opens from the URL. */
import { Button } from 'antd';
import type { QueryColumn } from '@/components/query-table';
import { taskMessages as m } from './messages';
import { RequestDrawer } from './RequestDrawer';

const c = m.columns;

/** 流程; with `search`, the 关键字 / 流程名称 text filter (`keyword`). */
export function flowColumn<R extends { flowName: string }, F>(
  width: number,
  search?: { label: string; placeholder: string },
): QueryColumn<R, F> {
  return {
    key: 'flowName',
    title: c.flowName,
    dataIndex: 'flowName' as keyof R & string,
    width,
    ...(search ? { search: { type: 'text' as const, name: 'keyword' as keyof F & string, ...search } } : {}),
  };
}

/** 摘要, cut to one line. */
export const summaryColumn = <R extends { summary: string }, F>(): QueryColumn<R, F> => ({
  key: 'summary',
  title: c.summary,
  dataIndex: 'summary' as keyof R & string,
  ellipsis: true,
});

/** 发起人. */
export const initiatorColumn = <R extends { initiatorName: string }, F>(
  width: number,
): QueryColumn<R, F> => ({
  key: 'initiatorName',
  title: c.initiator,
  dataIndex: 'initiatorName' as keyof R & string,
  width,
});

/** The 操作 column of one link button (办理 / 查看) that opens the request. */
export function openColumn<R, F>(label: string, width: number, open: (row: R) => void): QueryColumn<R, F> {
  return {
    key: 'actions',
    title: c.actions,
    width,
    render: (_v, row) => (
      <Button type="link" size="small" onClick={() => open(row)}>
        {label}
      </Button>
    ),
  };
}

/** The request open in the URL (`?request=…&task=…`), closed by clearing both. */
export function UrlRequestDrawer<S extends { request: number; task: number }>({
  search,
  write,
  withTask = false,
  onClose,
}: {
  search: S;
  write: (next: S) => void;
  /** Opens it with the task's permissions and decisions (待办). */
  withTask?: boolean;
  /** After closing (e.g. refresh the lists). */
  onClose?: () => void;
}) {
  if (!search.request) return null;
  return (
    <RequestDrawer
      requestId={search.request}
      {...(withTask ? { taskId: search.task || undefined } : {})}
      onClose={() => {
        write({ ...search, request: 0, task: 0 });
        onClose?.();
      }}
    />
  );
}
