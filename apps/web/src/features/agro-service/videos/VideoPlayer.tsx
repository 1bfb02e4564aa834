import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { mediaUrl, VIDEO_LIST_KEY, type Video } from './api';
import { formatDuration } from './format';
import { videoMessages as m } from './messages';

/**
 * The player: the sandbox serves the file with HTTP Range, so the browser seeks by asking for the
 * bytes it needs. One view is counted per play — the first `play` after opening or after the video
 * ended — never for a seek or a resume after pause.
 */
export function VideoPlayer({ video, onClose }: { video: Video; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const counted = useRef(false);
  const [views, setViews] = useState(video.viewCount);
  const play = useMutation({
    mutationFn: () => apiFetch(client, 'base', 'post', '/api/v1/agro/video/play', { body: { id: video.id } }),
    meta: { errorText: m.player.playFailure, errorLevel: 'warning', what: 'agroVideoPlay' },
    onSuccess: (d) => setViews(d.viewCount),
  });
  return (
    <Modal
      open
      width={760}
      title={m.player.title(video.title)}
      footer={null}
      destroyOnHidden
      className="video-player-modal"
      onCancel={() => {
        void queryClient.invalidateQueries({ queryKey: VIDEO_LIST_KEY });
        onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: technical videos carry no caption track */}
      <video
        className="video-player"
        src={mediaUrl(video.fileId)}
        poster={video.coverId ? mediaUrl(video.coverId) : undefined}
        controls
        preload="metadata"
        aria-label={m.player.label}
        onPlay={() => {
          if (counted.current) return;
          counted.current = true;
          play.mutate();
        }}
        onEnded={() => {
          counted.current = false;
        }}
      />
      <div className="video-player-meta">
        <Typography.Text type="secondary">
          {m.player.meta(video.cropName, formatDuration(video.durationSec))}
        </Typography.Text>
        <Typography.Text type="secondary" className="video-player-views">
          {m.player.views(views)}
        </Typography.Text>
      </div>
      {video.description ? <p className="video-player-description">{video.description}</p> : null}
    </Modal>
  );
}
