import { Modal } from 'antd';
import { videoWallMessages as m } from './messages';
import { VideoWall, type VideoWallProps } from './VideoWall';

export interface VideoWallModalProps extends VideoWallProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title; default 实时视频 (录像回放 in playback mode). */
  title?: string;
  /** Dialog width; default 1000 px. */
  width?: number | string;
}

/**
 * The video wall in an antd dialog, e.g. for a device's channels from the device screen. The wall
 * (and with it the plugin window and the video client) exists only while the dialog is open, so
 * closing it takes the native video down at once.
 */
export function VideoWallModal({ open, onClose, title, width = 1000, ...wall }: VideoWallModalProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title ?? (wall.mode === 'playback' ? m.modal.playbackTitle : m.modal.title)}
      width={width}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      centered
    >
      {open ? <VideoWall {...wall} /> : null}
    </Modal>
  );
}
