import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { agroServiceMessages as m } from '@/features/agro-service/messages';

export const Route = createFileRoute('/_app/_shell/_system/agroService/agrotechnicalScheme/index')({
  staticData: { title: m.pages.agrotechnicalScheme },
  component: NotBuiltPage,
});
