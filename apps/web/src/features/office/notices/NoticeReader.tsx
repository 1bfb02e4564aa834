import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, List, Tag } from 'antd';
import { useEffect } from 'react';
import { downloadFile } from '@/components/form-fields/upload-api';
import { ReaderDrawer } from '@/components/reader-drawer';
import { RichHtml } from '@/components/rich-text/RichHtml';
import { useApi } from '@/lib/api';
import { apiQuery } from '@/lib/query';
import { NOTICE_LIST_KEY, NOTICE_MINE_KEY, NOTICE_READERS_KEY } from './api';
import { noticeMessages as m } from './messages';

/**
 * Reading a notice of the inbox: the body (sanitised by the server, purified again), its
 * attachments to download; opening it records the read (the badge and the lists update).
 */
export function NoticeReader({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const notice = useQuery(
    apiQuery(
      client,
      'system',
      'post',
      '/api/v1/notice/read',
      { body: { id } },
      { meta: { errorText: m.reader.failure, what: 'noticeRead' }, staleTime: 0, gcTime: 0 },
    ),
  );
  useEffect(() => {
    if (!notice.isSuccess) return;
    for (const key of [NOTICE_MINE_KEY, NOTICE_LIST_KEY, NOTICE_READERS_KEY])
      void queryClient.invalidateQueries({ queryKey: key });
  }, [notice.isSuccess, queryClient]);
  return (
    <ReaderDrawer query={notice} title={m.reader.title} loadFailure={m.reader.failure} onClose={onClose}>
      {(n) => (
        <article className="notice-reader" aria-label={n.title}>
          <h1 style={{ fontSize: 22, marginBottom: 8 }}>
            {n.pinned ? <Tag color="red">{m.pinned}</Tag> : null}
            <Tag>{m.types[n.noticeType]}</Tag>
            {n.title}
          </h1>
          <div style={{ color: 'rgba(0,0,0,0.58)', marginBottom: 16 }}>
            {m.inbox.meta(n.creatorName, n.publishTime)}　{m.reader.readAt(n.readTime)}
          </div>
          <RichHtml html={n.content} className="rich-html" />
          {n.attachments.length > 0 ? (
            <List
              size="small"
              header={m.reader.attachments}
              dataSource={n.attachments}
              renderItem={(a) => (
                <List.Item
                  actions={[
                    <Button
                      key="download"
                      type="link"
                      onClick={() =>
                        void downloadFile(client, { fileId: a.fileId, name: a.fileName }).catch(() =>
                          message.error(m.reader.downloadFailure),
                        )
                      }
                    >
                      {m.reader.download}
                    </Button>,
                  ]}
                >
                  <PaperClipOutlined /> {a.fileName}
                </List.Item>
              )}
            />
          ) : null}
        </article>
      )}
    </ReaderDrawer>
  );
}
