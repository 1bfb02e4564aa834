import { createFileRoute } from '@tanstack/react-router';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { videoListQuery } from '@/features/agro-service/videos/api';
import { videoSearch } from '@/features/agro-service/videos/search';
import { VideosPage } from '@/features/agro-service/videos/VideosPage';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/agrotechnicalVideo/index')({
  staticData: { title: m.pages.agrotechnicalVideo },
  ...listRoute(videoSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, videoListQuery(api, deps)),
  component: VideosPage,
});
