import { createFileRoute } from '@tanstack/react-router';
import { AgriDictionaryPage } from '@/features/support/agri-dictionary/AgriDictionaryPage';
import { supportMessages as m } from '@/features/support/messages';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/gylglzxt/dictionary')({
  staticData: { title: m.pages.dictionary },
  component: () => <AgriDictionaryPage />,
});
