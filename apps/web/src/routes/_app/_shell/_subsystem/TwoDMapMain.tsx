import { createFileRoute } from '@tanstack/react-router';
import { TwoDMapPage } from '@/features/map/components/TwoDMapPage';
import { mapMessages as m } from '@/features/map/messages';

export const Route = createFileRoute('/_app/_shell/_subsystem/TwoDMapMain')({
  staticData: { title: m.pages.twoDMap },
  component: TwoDMapPage,
});
