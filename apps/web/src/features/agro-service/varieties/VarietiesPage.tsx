import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { QueryColumn } from '@/components/query-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery, VARIETY_LIST_KEY } from '../api';
import { AgroList, agroActionsColumn, cropFilter, useAgroRemove } from '../list';
import { type Variety, varietyListQuery, varietySearch } from './api';
import { varietyMessages as m } from './messages';
import { VarietyDialog } from './VarietyDialog';

type Filter = typeof varietySearch.defaults;

/** 作物品种 (/agroService/massif/crop/cropVarietiesForm): varieties of each crop. */
export function VarietiesPage() {
  const client = useApi();
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure)).data?.list ?? [];
  const search = varietySearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const [dialog, setDialog] = useState<{ variety?: Variety } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('variety:add'),
    edit: access.can('variety:edit'),
    remove: access.can('variety:delete'),
  };
  const remove = useAgroRemove(
    (id) => apiFetch(client, 'base', 'post', '/api/v1/agro/variety/delete', { body: { id } }),
    [VARIETY_LIST_KEY],
    m,
    'agroVarietyDelete',
  );

  const columns: QueryColumn<Variety, Filter>[] = [
    {
      key: 'cropName',
      title: m.columns.crop,
      dataIndex: 'cropName',
      width: 90,
      search: cropFilter<Filter>(crops, m.all),
    },
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 30, placeholder: m.namePlaceholder },
    },
    { key: 'registrationNo', title: m.columns.registrationNo, dataIndex: 'registrationNo', width: 190 },
    {
      key: 'supplierName',
      title: m.columns.supplier,
      dataIndex: 'supplierName',
      width: 200,
      ellipsis: true,
      render: (_v, row) => row.supplierName ?? '—',
    },
    {
      key: 'maturityDays',
      title: m.columns.maturityDays,
      dataIndex: 'maturityDays',
      width: 110,
      align: 'right',
    },
    {
      key: 'yieldPerMu',
      title: m.columns.yieldPerMu,
      dataIndex: 'yieldPerMu',
      width: 100,
      align: 'right',
      render: (_v, row) => row.yieldPerMu.toLocaleString('zh-CN'),
    },
    {
      key: 'densityPerMu',
      title: m.columns.densityPerMu,
      dataIndex: 'densityPerMu',
      width: 130,
      align: 'right',
      render: (_v, row) => row.densityPerMu.toLocaleString('zh-CN'),
    },
    { key: 'traits', title: m.columns.traits, dataIndex: 'traits', ellipsis: true },
    agroActionsColumn<Variety, Filter>({
      m,
      width: 120,
      can,
      onEdit: (variety) => setDialog({ variety }),
      onRemove: remove.mutateAsync,
    }),
  ];

  return (
    <AgroList
      name="variety"
      m={m}
      search={varietySearch}
      query={(s, pageSize) => varietyListQuery(client, s, pageSize)}
      columns={columns}
      exportPath="/api/v1/agro/variety/export"
      onCreate={can.add ? () => setDialog({}) : undefined}
    >
      {dialog ? (
        <VarietyDialog
          variety={dialog.variety}
          crops={crops}
          defaultCropId={search.cropId || undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </AgroList>
  );
}
