import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { type LogRecord, logListQuery, logSearch } from './api';
import { logMessages as m } from './messages';

type Filter = typeof logSearch.defaults;

/**
 * 操作日志: who did what and when, newest first, filtered by 账号或姓名, 操作 and 时间范围;
 * 导出 (with the 导出 button permission) writes every filtered page. 详情 shows the request
 * parameters, in which the server has already masked every password-like value.
 */
export function LogManagementPage() {
  const client = useApi();
  const canExport = useAccess().can('log:export');
  const [details, setDetails] = useState<LogRecord | null>(null);
  const columns: QueryColumn<LogRecord, Filter>[] = [
    {
      key: 'loginname',
      title: m.columns.loginname,
      dataIndex: 'loginname',
      search: {
        type: 'text',
        name: 'keyword',
        label: m.filters.keyword,
        placeholder: m.placeholders.keyword,
      },
    },
    { key: 'realname', title: m.columns.realname, dataIndex: 'realname' },
    {
      key: 'operaname',
      title: m.columns.operaname,
      dataIndex: 'operaname',
      ellipsis: true,
      search: {
        type: 'text',
        name: 'operaname',
        label: m.filters.operaname,
        placeholder: m.placeholders.operaname,
      },
    },
    { key: 'ip', title: m.columns.ip, dataIndex: 'ip', width: 150 },
    {
      key: 'createTime',
      title: m.columns.createTime,
      dataIndex: 'createTime',
      width: 180,
      search: { type: 'dateRange', name: 'range', label: m.filters.range },
    },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 90,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setDetails(row)}>
          {m.details}
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueryTable
        search={logSearch}
        query={(search, pageSize) => logListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        exportFile={canExport ? { fileName: m.exportFile, path: '/api/v1/log/export' } : undefined}
        className="log-table"
      />
      {details ? (
        <Modal
          open
          className="log-details"
          title={m.detailsTitle}
          width={780}
          footer={null}
          onCancel={() => setDetails(null)}
        >
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={m.columns.loginname}>{details.loginname}</Descriptions.Item>
            <Descriptions.Item label={m.columns.realname}>{details.realname}</Descriptions.Item>
            <Descriptions.Item label={m.columns.operaname}>{details.operaname}</Descriptions.Item>
            <Descriptions.Item label={m.columns.createTime}>{details.createTime}</Descriptions.Item>
            <Descriptions.Item label={m.columns.ip} span={2}>
              {details.ip}
            </Descriptions.Item>
            <Descriptions.Item label={m.columns.payload} span={2}>
              {details.payload ? (
                <pre
                  className="log-payload"
                  style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                >
                  {JSON.stringify(details.payload, null, 2)}
                </pre>
              ) : (
                m.noPayload
              )}
            </Descriptions.Item>
          </Descriptions>
        </Modal>
      ) : null}
    </>
  );
}
