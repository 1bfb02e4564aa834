import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Tag } from 'antd';
import { useState } from 'react';
import type { QueryColumn } from '@/components/query-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { useDetailParam } from '@/lib/detail-param';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery, PROGRAMME_KEYS } from '../api';
import { AgroList, agroActionsColumn, cropFilter, useAgroRemove } from '../list';
import { type Programme, programmeListQuery, programmeSearch } from './api';
import { programmeMessages as m } from './messages';
import { ProgrammeDetail, STATUS_COLORS } from './ProgrammeDetail';
import { ProgrammeDialog } from './ProgrammeDialog';

type Filter = typeof programmeSearch.defaults;

/** 种植方案 (/agroService/massif/programme): plans for plots with their generated stage calendar. */
export function ProgrammesPage() {
  const client = useApi();
  const search = programmeSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure)).data?.list ?? [];
  const [dialog, setDialog] = useState<{ programme?: Programme } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('programme:add'),
    edit: access.can('programme:edit'),
    remove: access.can('programme:delete'),
  };
  const { openDetail } = useDetailParam();
  const remove = useAgroRemove(
    (id) => apiFetch(client, 'base', 'post', '/api/v1/agro/programme/delete', { body: { id } }),
    PROGRAMME_KEYS,
    m,
    'agroProgrammeDelete',
  );

  const columns: QueryColumn<Programme, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 50 },
    },
    {
      key: 'cropName',
      title: m.columns.crop,
      dataIndex: 'cropName',
      width: 80,
      search: cropFilter<Filter>(crops, m.all),
    },
    {
      key: 'varietyName',
      title: m.columns.variety,
      dataIndex: 'varietyName',
      width: 110,
      render: (_v, row) => row.varietyName ?? '—',
    },
    {
      key: 'plotName',
      title: m.columns.plot,
      dataIndex: 'plotName',
      ellipsis: true,
      render: (_v, row) => row.plotName ?? '—',
    },
    { key: 'sowingDate', title: m.columns.sowingDate, dataIndex: 'sowingDate', width: 110 },
    {
      key: 'currentStage',
      title: m.columns.currentStage,
      dataIndex: 'currentStage',
      width: 110,
      render: (_v, row) => row.currentStage ?? '—',
    },
    {
      key: 'plannedEnd',
      title: m.columns.plannedEnd,
      dataIndex: 'plannedEnd',
      width: 110,
      render: (_v, row) => row.plannedEnd ?? '—',
    },
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 90,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: m.all },
          ...[0, 1, 2].map((s) => ({ value: String(s), label: m.status[s] as string })),
        ],
      },
      render: (_v, row) => <Tag color={STATUS_COLORS[row.status]}>{m.status[row.status]}</Tag>,
    },
    agroActionsColumn<Programme, Filter>({
      m,
      width: 160,
      can,
      before: (row) => [{ label: m.actions.view, onClick: () => openDetail(row.id) }],
      onEdit: (programme) => setDialog({ programme }),
      onRemove: remove.mutateAsync,
    }),
  ];

  return (
    <AgroList
      name="programme"
      m={m}
      search={programmeSearch}
      query={(s, pageSize) => programmeListQuery(client, s, pageSize)}
      columns={columns}
      exportPath="/api/v1/agro/programme/export"
      onCreate={can.add ? () => setDialog({}) : undefined}
    >
      {dialog ? (
        <ProgrammeDialog
          programme={dialog.programme}
          crops={crops}
          onClose={(savedId) => {
            setDialog(null);
            // A new programme opens on its generated calendar.
            if (savedId && !dialog.programme) openDetail(savedId);
          }}
        />
      ) : null}
      {search.detail ? (
        <ProgrammeDetail id={search.detail} canRecord={can.edit} onClose={() => openDetail(0)} />
      ) : null}
    </AgroList>
  );
}
