import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery, VARIETY_LIST_KEY } from '../api';
import { useAgroButtons } from '../crops/buttons';
import { type Variety, varietyListQuery, varietySearch } from './api';
import { varietyMessages as m } from './messages';
import { VarietyDialog } from './VarietyDialog';

type Filter = typeof varietySearch.defaults;

/** 作物品种 (/agroService/massif/crop/cropVarietiesForm): varieties of each crop. */
export function VarietiesPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure)).data?.list ?? [];
  const search = varietySearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const [dialog, setDialog] = useState<{ variety?: Variety } | null>(null);
  const can = useAgroButtons(m.title, 'variety');
  const remove = useMutation({
    mutationFn: (row: Variety) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/variety/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'agroVarietyDelete' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: VARIETY_LIST_KEY }),
  });

  const columns: QueryColumn<Variety, Filter>[] = [
    {
      key: 'cropName',
      title: m.columns.crop,
      dataIndex: 'cropName',
      width: 90,
      search: {
        type: 'select',
        name: 'cropId',
        options: [{ value: 0, label: m.all }, ...crops.map((c) => ({ value: c.id, label: c.name }))],
      },
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
      exportValue: (row) => row.supplierName ?? '',
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
      exportValue: (row) => String(row.yieldPerMu),
    },
    {
      key: 'densityPerMu',
      title: m.columns.densityPerMu,
      dataIndex: 'densityPerMu',
      width: 130,
      align: 'right',
      render: (_v, row) => row.densityPerMu.toLocaleString('zh-CN'),
      exportValue: (row) => String(row.densityPerMu),
    },
    { key: 'traits', title: m.columns.traits, dataIndex: 'traits', ellipsis: true },
    {
      key: 'actions',
      title: m.columns.actions,
      exportValue: false,
      width: 120,
      render: (_v, row) => (
        <RowActions
          okText={m.delete.ok}
          cancelText={m.delete.cancel}
          actions={[
            { label: m.actions.edit, visible: can.edit, onClick: () => setDialog({ variety: row }) },
            {
              label: m.actions.delete,
              visible: can.remove,
              danger: true,
              confirm: m.delete.confirm,
              onClick: () => remove.mutateAsync(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="variety-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={varietySearch}
        query={(s, pageSize) => varietyListQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.exportName }}
        className="variety-table"
      />
      {dialog ? (
        <VarietyDialog
          variety={dialog.variety}
          crops={crops}
          defaultCropId={search.cropId || undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
