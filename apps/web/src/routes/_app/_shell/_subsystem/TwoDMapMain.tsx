import { createFileRoute } from '@tanstack/react-router';
import { TwoDMapPage } from '@/components/map/components/TwoDMapPage';
import { mapTitles } from '@/components/map/titles';

export const Route = createFileRoute('/_app/_shell/_subsystem/TwoDMapMain')({
  staticData: { title: mapTitles.twoDMap },
  component: TwoDMapPage,
});
