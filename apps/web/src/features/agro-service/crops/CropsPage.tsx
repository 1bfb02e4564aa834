import { useState } from 'react';
import { StoredImage } from '@/components/form';
import type { QueryColumn } from '@/components/query-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CROP_KEYS } from '../api';
import { AgroList, agroActionsColumn, useAgroRemove } from '../list';
import { type Crop, cropListQuery, cropSearch } from './api';
import { CropDialog } from './CropDialog';
import { cropMessages as m } from './messages';

type Filter = typeof cropSearch.defaults;

/** 作物管理 (/agroService/massif/crop): crops with family, image and days to maturity. */
export function CropsPage() {
  const client = useApi();
  const [dialog, setDialog] = useState<{ crop?: Crop } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('crop:add'),
    edit: access.can('crop:edit'),
    remove: access.can('crop:delete'),
  };
  const remove = useAgroRemove(
    (id) => apiFetch(client, 'base', 'post', '/api/v1/agro/crop/delete', { body: { id } }),
    CROP_KEYS,
    m,
    'agroCropDelete',
  );

  const columns: QueryColumn<Crop, Filter>[] = [
    {
      key: 'image',
      title: m.columns.image,
      width: 80,
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
    agroActionsColumn<Crop, Filter>({
      m,
      width: 120,
      can,
      onEdit: (crop) => setDialog({ crop }),
      onRemove: remove.mutateAsync,
    }),
  ];

  return (
    <AgroList
      name="crop"
      m={m}
      search={cropSearch}
      query={(search, pageSize) => cropListQuery(client, search, pageSize)}
      columns={columns}
      exportPath="/api/v1/agro/crop/export"
      onCreate={can.add ? () => setDialog({}) : undefined}
    >
      {dialog ? <CropDialog crop={dialog.crop} onClose={() => setDialog(null)} /> : null}
    </AgroList>
  );
}
