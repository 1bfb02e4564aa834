import { createFileRoute } from '@tanstack/react-router';
import { MainMapPage } from '@/components/map/components/MainMapPage';
import { mapMessages as m } from '@/components/map/messages';

export const Route = createFileRoute('/_app/_shell/_subsystem/main_map')({
  staticData: { title: m.pages.mainMap },
  component: MainMapPage,
});
