import { createFileRoute } from '@tanstack/react-router';
import { MainMapPage } from '@/components/map/components/MainMapPage';
import { mapTitles } from '@/components/map/titles';

export const Route = createFileRoute('/_app/_shell/_subsystem/main_map')({
  staticData: { title: mapTitles.mainMap },
  component: MainMapPage,
});
