import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StoredImage } from '@/components/form';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CROP_KEYS } from '../api';
import { type Crop, cropListQuery, cropSearch } from './api';
import { useAgroButtons } from './buttons';
import { CropDialog } from './CropDialog';
import { cropMessages as m } from './messages';

type Filter = typeof cropSearch.defaults;

/** 作物管理 (/agroService/massif/crop): crops with family, image and days to maturity. */
export function CropsPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ crop?: Crop } | null>(null);
  const can = useAgroButtons(m.title, 'crop');
  const remove = useMutation({
    mutationFn: (row: Crop) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/crop/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'agroCropDelete' },
    onSuccess: () => {
      for (const queryKey of CROP_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const columns: QueryColumn<Crop, Filter>[] = [
    {
      key: 'image',
      title: m.columns.image,
      width: 80,
      exportValue: false,
      render: (_v, row) => <StoredImage value={row.image} alt={`${row.name}${m.columns.image}`} />,
    },
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 30 },
    },
    {
      key: 'family',
      title: m.columns.family,
      dataIndex: 'family',
      search: { type: 'text', name: 'family', maxLength: 20 },
    },
    {
      key: 'category',
      title: m.columns.category,
      dataIndex: 'category',
      search: {
        type: 'select',
        name: 'category',
        options: [{ value: '', label: '全部' }, ...m.categories.map((c) => ({ value: c, label: c }))],
      },
    },
    {
      key: 'maturityDays',
      title: m.columns.maturityDays,
      dataIndex: 'maturityDays',
      width: 100,
      align: 'right',
      render: (_v, row) => m.days(row.maturityDays),
      exportValue: (row) => String(row.maturityDays),
    },
    {
      key: 'varietyCount',
      title: m.columns.varietyCount,
      dataIndex: 'varietyCount',
      width: 80,
      align: 'center',
    },
    { key: 'stageCount', title: m.columns.stageCount, dataIndex: 'stageCount', width: 90, align: 'center' },
    {
      key: 'programmeCount',
      title: m.columns.programmeCount,
      dataIndex: 'programmeCount',
      width: 80,
      align: 'center',
    },
    {
      key: 'description',
      title: m.columns.description,
      dataIndex: 'description',
      width: 220,
      ellipsis: true,
    },
    { key: 'updateTime', title: m.columns.updateTime, dataIndex: 'updateTime', width: 170 },
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
            { label: m.actions.edit, visible: can.edit, onClick: () => setDialog({ crop: row }) },
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
    <section className="crop-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={cropSearch}
        query={(search, pageSize) => cropListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.exportName }}
        className="crop-table"
      />
      {dialog ? <CropDialog crop={dialog.crop} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
