import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useEffect } from 'react';
import { ReaderDrawer } from '@/components/reader-drawer';
import { RichHtml } from '@/components/rich-text/RichHtml';
import { useApi } from '@/lib/api';
import { apiKey, apiQuery } from '@/lib/query';
import { ARTICLE_LIST_KEY } from '../api';
import { newsMessages as m } from '../messages';
import { newsImageUrl } from './images';

/** The reader view of a published article (its read counts as a view). */
export function ArticleReader({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const article = useQuery({
    ...apiQuery(
      client,
      'system',
      'get',
      '/api/v1/news/read',
      { params: { query: { id } } },
      { meta: { errorText: m.reader.failure, what: 'newsRead' } },
    ),
    staleTime: 0,
    gcTime: 0,
  });
  // The list shows the new 浏览量 once the read is counted.
  useEffect(() => {
    if (article.isSuccess) void queryClient.invalidateQueries({ queryKey: ARTICLE_LIST_KEY });
  }, [article.isSuccess, queryClient]);
  return (
    <ReaderDrawer
      query={article}
      title={m.reader.title}
      loadFailure={m.reader.failure}
      onClose={onClose}
      className="news-reader-drawer"
    >
      {(a) => (
        <article className="news-reader" aria-label={a.title}>
          <h1>{a.title}</h1>
          <div className="news-reader-meta">
            {m.reader.meta(a.author, a.source, a.publishTime ?? '')}　{m.reader.views(a.viewCount)}
          </div>
          {a.tags.length ? (
            <div className="news-reader-tags">
              {a.tags.map((t) => (
                <Tag key={t}>{t}</Tag>
              ))}
            </div>
          ) : null}
          {a.cover ? <img className="news-reader-cover" src={newsImageUrl(a.cover)} alt={a.title} /> : null}
          {a.summary ? <p className="news-reader-summary">{a.summary}</p> : null}
          <RichHtml className="news-reader-body" html={a.content ?? ''} />
        </article>
      )}
    </ReaderDrawer>
  );
}

export const NEWS_READ_KEY = apiKey('system', 'get', '/api/v1/news/read');
