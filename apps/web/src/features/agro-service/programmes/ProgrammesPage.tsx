import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Tag } from 'antd';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery, PROGRAMME_KEYS } from '../api';
import { useAgroButtons } from '../crops/buttons';
import { type Programme, programmeListQuery, programmeSearch } from './api';
import { programmeMessages as m } from './messages';
import { ProgrammeDetail, STATUS_COLORS } from './ProgrammeDetail';
import { ProgrammeDialog } from './ProgrammeDialog';

type Filter = typeof programmeSearch.defaults;

/** 种植方案 (/agroService/massif/programme): plans for plots with their generated stage calendar. */
export function ProgrammesPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search = programmeSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure)).data?.list ?? [];
  const [dialog, setDialog] = useState<{ programme?: Programme } | null>(null);
  const can = useAgroButtons(m.title, 'programme');
  const openDetail = (id: number) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, detail: id || undefined }),
    });
  const remove = useMutation({
    mutationFn: (row: Programme) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/programme/delete', { body: { id: row.id } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'agroProgrammeDelete' },
    onSuccess: () => {
      for (const queryKey of PROGRAMME_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });

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
      search: {
        type: 'select',
        name: 'cropId',
        options: [{ value: 0, label: m.all }, ...crops.map((c) => ({ value: c.id, label: c.name }))],
      },
    },
    {
      key: 'varietyName',
      title: m.columns.variety,
      dataIndex: 'varietyName',
      width: 110,
      render: (_v, row) => row.varietyName ?? '—',
      exportValue: (row) => row.varietyName ?? '',
    },
    {
      key: 'plotName',
      title: m.columns.plot,
      dataIndex: 'plotName',
      ellipsis: true,
      render: (_v, row) => row.plotName ?? '—',
      exportValue: (row) => row.plotName ?? '',
    },
    { key: 'sowingDate', title: m.columns.sowingDate, dataIndex: 'sowingDate', width: 110 },
    {
      key: 'currentStage',
      title: m.columns.currentStage,
      dataIndex: 'currentStage',
      width: 110,
      render: (_v, row) => row.currentStage ?? '—',
      exportValue: (row) => row.currentStage ?? '',
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
      exportValue: (row) => m.status[row.status] ?? '',
    },
    {
      key: 'actions',
      title: m.columns.actions,
      exportValue: false,
      width: 160,
      render: (_v, row) => (
        <RowActions
          okText={m.delete.ok}
          cancelText={m.delete.cancel}
          actions={[
            { label: m.actions.view, onClick: () => openDetail(row.id) },
            { label: m.actions.edit, visible: can.edit, onClick: () => setDialog({ programme: row }) },
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
    <section className="programme-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={programmeSearch}
        query={(s, pageSize) => programmeListQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add ? () => setDialog({}) : undefined}
        exportFile={{ fileName: m.exportName }}
        className="programme-table"
      />
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
    </section>
  );
}
