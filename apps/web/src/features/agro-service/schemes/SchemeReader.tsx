import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Tag } from 'antd';
import { downloadFile } from '@/components/form-fields/upload-api';
import { ReaderDrawer } from '@/components/reader-drawer';
import { RichHtml } from '@/components/rich-text/RichHtml';
import { useApi } from '@/lib/api';
import { schemeDetailQuery } from './api';
import { schemeMessages as m } from './messages';

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/** The reader view of a scheme: its measures (sanitised HTML), recommended SKUs and attachments. */
export function SchemeReader({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const scheme = useQuery({ ...schemeDetailQuery(client, id), staleTime: 0 });
  const download = useMutation({
    mutationFn: (a: { fileId: string; name: string }) => downloadFile(client, a),
    meta: { errorText: m.reader.downloadFailure, what: 'fileDownload' },
  });
  return (
    <ReaderDrawer
      query={scheme}
      title={m.reader.title}
      loadFailure={m.reader.failure}
      onClose={onClose}
      className="scheme-reader-drawer"
    >
      {(s) => (
        <article className="scheme-reader" aria-label={s.title}>
          <h1>
            {s.title} <Tag color={STATUS_COLOR[s.status]}>{m.status[s.status]}</Tag>
          </h1>
          <div className="scheme-reader-meta">{m.reader.meta(s.cropName, s.stage, s.problem)}</div>
          <div className="scheme-reader-meta">{m.reader.publish(s.author, s.publishTime)}</div>
          <h2>{m.reader.measures}</h2>
          <RichHtml className="scheme-reader-body" html={s.measures} />
          <h2>{m.reader.skus}</h2>
          {s.skus.length ? (
            <List
              size="small"
              bordered
              className="scheme-reader-skus"
              dataSource={s.skus}
              renderItem={(k) => (
                <List.Item key={k.specId}>
                  <span>
                    {k.skuName} {k.spec}
                    {k.status === 0 ? <Tag style={{ marginLeft: 8 }}>{m.reader.disabled}</Tag> : null}
                  </span>
                  <span className="scheme-reader-price">{m.reader.price(k.priceCents, k.unit)}</span>
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.reader.noSkus} />
          )}
          <h2>{m.reader.attachments}</h2>
          {s.attachments.length ? (
            <List
              size="small"
              dataSource={s.attachments}
              renderItem={(a) => (
                <List.Item key={a.fileId}>
                  <Button
                    type="link"
                    style={{ padding: 0 }}
                    onClick={() => download.mutate({ fileId: a.fileId, name: a.name })}
                  >
                    {a.name}
                  </Button>
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.reader.noAttachments} />
          )}
        </article>
      )}
    </ReaderDrawer>
  );
}
