import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsPage } from '@/features/business/group-buying/AppointmentsPage';
import { offerListQuery } from '@/features/business/group-buying/api';
import { offerSearch } from '@/features/business/group-buying/search';
import { businessMessages as m } from '@/features/business/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fxcjzxt/appointmentRecord')({
  staticData: { title: m.pages.appointmentRecord },
  ...listRoute(offerSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, offerListQuery(api, deps)),
  component: AppointmentsPage,
});
