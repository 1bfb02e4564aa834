import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { errorTextOf } from '@/lib/errors';
import { queryStateMessages as m } from './messages';

/** What `QueryState` reads of a `useQuery` result. */
export interface QueryStateSource<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The body of a detail (drawer, panel) read by one query: a spinner while it loads, its failure
 * (the server's text, else `failure`) with 重试, else `children` with the data.
 */
export function QueryState<T>({
  query,
  failure,
  children,
}: {
  query: QueryStateSource<T>;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorTextOf(failure, query.error) ?? failure}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  return query.data === undefined ? null : children(query.data);
}
