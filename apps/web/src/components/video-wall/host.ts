import { type PlatformClient, unwrap } from '@agrimap/sdk';
import type { HostInterfaces, StreamUrl } from '@agrimap/video-sdk';
import { useMemo } from 'react';
import { useApi } from '@/lib/api';
import { parseChannelId } from './channels';
import { videoWallMessages as m } from './messages';

/**
 * The live stream address of a channel from the base server:
 * `GET /api/v1/camera/getCameraNetAddress?deviceCode=<code>&channel=<n>` (code 200 → data.url),
 * with the device code and 1-based channel number read from the channel id (`<code>$1$0$<index>`).
 * A failed call rejects with the SDK's ApiError (the video SDK reports it as 1107).
 */
export async function getCameraNetAddress(client: PlatformClient, channelId: string): Promise<StreamUrl> {
  const { deviceCode, channel } = parseChannelId(channelId);
  const data = unwrap(
    await client.base.GET('/api/v1/camera/getCameraNetAddress', {
      params: { query: { deviceCode, channel } },
    }),
  );
  if (!data?.url) throw new Error(m.noStreamUrl(channelId));
  return { url: data.url };
}

/**
 * The host interfaces of the app for the video wall: `real` resolves a channel's live address
 * through the given platform client. (Records, playback and talk have no server call yet.)
 */
export function createAppVideoInterfaces(client: PlatformClient): HostInterfaces {
  return {
    real: ({ data }) => getCameraNetAddress(client, data.channelId),
  };
}

/** {@link createAppVideoInterfaces} over the app's platform client (the nearest ApiContext). */
export function useAppVideoInterfaces(): HostInterfaces {
  const client = useApi();
  return useMemo(() => createAppVideoInterfaces(client), [client]);
}
