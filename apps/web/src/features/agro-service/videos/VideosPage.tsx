import { PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { actionsColumn, CrudList, idFilter, removeById, useCrud } from '@/components/crud';
import { DictTag } from '@/components/form';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { cropOptionsQuery } from '../api';
import { mediaUrl, VIDEO_LIST_KEY, type Video, videoListQuery } from './api';
import { formatDuration, formatSize } from './format';
import { videoMessages as m } from './messages';
import { videoSearch } from './search';
import { VIDEO_CATEGORY_DICT, VideoDialog } from './VideoDialog';
import { VideoPlayer } from './VideoPlayer';
import './videos.css';

/**
 * 农技视频: technical videos uploaded to the sandbox (MP4 / WebM up to 5 MB) with cover, crop,
 * category and duration; filters 标题 / 作物 / 分类; a player that seeks; play counts.
 */
export function VideosPage() {
  const client = useApi();
  const crops = useQuery(cropOptionsQuery(client, m.toast.cropsFailure)).data?.list ?? [];
  const [playing, setPlaying] = useState<Video | null>(null);
  const crud = useCrud<Video>({
    rights: { add: 'video:add', edit: 'video:edit', remove: 'video:delete' },
    invalidates: [VIDEO_LIST_KEY],
    remove: removeById(
      client,
      'base',
      '/api/v1/agro/video/delete',
      { success: m.toast.deleted, failure: m.toast.deleteFailure },
      'agroVideoDelete',
    ),
  });

  const c = m.columns;
  const columns: QueryColumn<Video, typeof videoSearch.defaults>[] = [
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
      search: idFilter('cropId', crops),
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
    { key: 'size', title: c.size, width: 90, align: 'right', render: (_v, row) => formatSize(row.size) },
    { key: 'viewCount', title: c.viewCount, dataIndex: 'viewCount', width: 80, align: 'right' },
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 170 },
    {
      ...actionsColumn<Video, typeof videoSearch.defaults>({
        crud,
        title: c.actions,
        width: 180,
        confirm: m.confirm.delete,
        before: (row) => [{ label: m.actions.play, onClick: () => setPlaying(row) }],
      }),
      fixed: 'right',
    },
  ];

  return (
    <CrudList
      crud={crud}
      name="video"
      sectionClassName="agro-videos"
      title={m.title}
      search={videoSearch}
      query={(search, pageSize) => videoListQuery(client, search, pageSize)}
      columns={columns}
      scrollX={1200}
      exportFile={{ fileName: m.title, path: '/api/v1/agro/video/export' }}
    >
      {crud.dialog.current ? (
        <VideoDialog id={crud.dialog.current.row?.id} onClose={crud.dialog.close} />
      ) : null}
      {playing ? <VideoPlayer video={playing} onClose={() => setPlaying(null)} /> : null}
    </CrudList>
  );
}
