import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { cockpitMessages as m } from '@/features/cockpit/messages';

export const Route = createFileRoute('/_app/_shell/_cockpit/wlwyzt_cockpit')({
  staticData: { title: m.pages.wlwyztCockpit },
  component: NotBuiltPage,
});
