import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { AgriDictionaryPage } from '@/features/support/agri-dictionary/AgriDictionaryPage';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/dictionary')({
  staticData: { title: m.pages.dictionary },
  component: () => <AgriDictionaryPage readOnly />,
});
