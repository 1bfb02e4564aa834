import { createFileRoute } from '@tanstack/react-router';
import { MainMapPage } from '@/features/map/components/MainMapPage';
import { mapMessages as m } from '@/features/map/messages';

export const Route = createFileRoute('/_app/_shell/_subsystem/main_map')({
  staticData: { title: m.pages.mainMap },
  component: MainMapPage,
});
