import { createFileRoute } from '@tanstack/react-router';
import { CockpitInputPage } from '@/features/support/cockpit/CockpitInputPage';
import { supportMessages as m } from '@/features/support/messages';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/cockpitInput')({
  staticData: { title: m.pages.cockpitInput },
  component: CockpitInputPage,
});
