import { createFileRoute } from '@tanstack/react-router';
import { TwoDMapPage } from '@/components/map/components/TwoDMapPage';
import { mapMessages as m } from '@/components/map/messages';

export const Route = createFileRoute('/_app/_shell/_subsystem/TwoDMapMain')({
  staticData: { title: m.pages.twoDMap },
  component: TwoDMapPage,
});
