import { PlayCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DictTag } from '@/components/form';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { editRemoveActions, RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropFilter } from '../list';
import { cropChoicesQuery } from '../schemes/api';
import { mediaUrl, VIDEO_LIST_KEY, type Video, videoListQuery } from './api';
import { formatDuration, formatSize } from './format';
import { videoMessages as m } from './messages';
import { videoSearch } from './search';
import { VIDEO_CATEGORY_DICT, VideoDialog } from './VideoDialog';
import { VideoPlayer } from './VideoPlayer';
import './videos.css';

type Filter = typeof videoSearch.defaults;

/**
 * 农技视频: technical videos uploaded to the sandbox (MP4 / WebM up to 5 MB) with cover, crop,
 * category and duration; filters 标题 / 作物 / 分类; a player that seeks; play counts.
 */
export function VideosPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const access = useAccess();
  const can = {
    add: access.can('video:add'),
    edit: access.can('video:edit'),
    remove: access.can('video:delete'),
  };
  const crops = useQuery(cropChoicesQuery(client));
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const [playing, setPlaying] = useState<Video | null>(null);
  const remove = useMutation({
    mutationFn: (row: Video) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/video/delete', { body: { id: row.id } }),
    meta: { successText: m.toast.deleted, errorText: m.toast.deleteFailure, what: 'agroVideoDelete' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIDEO_LIST_KEY }),
  });

  const c = m.columns;
  const columns: QueryColumn<Video, Filter>[] = [
    {
      key: 'cover',
      title: c.cover,
      width: 96,
      render: (_v, row) =>
        row.coverId ? (
          <img className="video-cover-cell" src={mediaUrl(row.coverId)} alt={`${row.title}${c.cover}`} />
        ) : (
          <span className="video-cover-cell">
            <PlayCircleOutlined />
          </span>
        ),
    },
    {
      key: 'title',
      title: c.title,
      dataIndex: 'title',
      width: 240,
      ellipsis: true,
      search: { type: 'text', name: 'title', maxLength: 100 },
    },
    {
      key: 'cropName',
      title: c.crop,
      width: 90,
      search: cropFilter<Filter>(crops.data?.list ?? [], m.all),
      render: (_v, row) => row.cropName ?? '-',
    },
    {
      key: 'category',
      title: c.category,
      dataIndex: 'category',
      width: 110,
      dict: VIDEO_CATEGORY_DICT,
      search: { type: 'dict', name: 'category', category: VIDEO_CATEGORY_DICT, allLabel: m.all },
      render: (_v, row) => <DictTag category={VIDEO_CATEGORY_DICT} value={row.category} />,
    },
    {
      key: 'durationSec',
      title: c.duration,
      width: 80,
      align: 'right',
      render: (_v, row) => formatDuration(row.durationSec),
    },
    {
      key: 'size',
      title: c.size,
      width: 90,
      align: 'right',
      render: (_v, row) => formatSize(row.size),
    },
    { key: 'viewCount', title: c.viewCount, dataIndex: 'viewCount', width: 80, align: 'right' },
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 170 },
    {
      key: 'actions',
      title: c.actions,
      width: 180,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          okText={m.confirm.ok}
          cancelText={m.confirm.cancel}
          actions={[
            { label: m.actions.play, onClick: () => setPlaying(row) },
            ...editRemoveActions({
              can,
              onEdit: () => setDialog({ id: row.id }),
              onRemove: () => remove.mutateAsync(row),
              confirm: m.confirm.delete,
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <section className="agro-videos">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={videoSearch}
        query={(search, pageSize) => videoListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        scrollX={1200}
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.title, path: '/api/v1/agro/video/export' }}
        className="video-table"
      />
      {dialog ? <VideoDialog id={dialog.id} onClose={() => setDialog(null)} /> : null}
      {playing ? <VideoPlayer video={playing} onClose={() => setPlaying(null)} /> : null}
    </section>
  );
}
