import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Descriptions, Form, Modal, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { PROGRAMME_KEYS } from '../api';
import { type ProgrammeStage, programmeDetailQuery } from './api';
import { programmeMessages as m } from './messages';
import { ProgrammeTimeline } from './ProgrammeTimeline';

export const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success' };

interface RecordForm {
  actualStart?: Dayjs | null;
  actualEnd?: Dayjs | null;
}

/** 记录实际日期: the actual start and end of one stage (either may be cleared). */
function RecordDialog({ stage, onClose }: { stage: ProgrammeStage; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RecordForm>();
  const save = useMutation({
    mutationFn: (v: RecordForm) =>
      apiFetch(client, 'base', 'post', '/api/v1/agro/programme/record', {
        body: {
          id: stage.id,
          actualStart: v.actualStart ? v.actualStart.format('YYYY-MM-DD') : null,
          actualEnd: v.actualEnd ? v.actualEnd.format('YYYY-MM-DD') : null,
        },
      }),
    meta: {
      successText: m.detail.recordSuccess,
      errorText: m.detail.recordFailure,
      what: 'agroProgrammeRecord',
    },
    onSuccess: () => {
      for (const queryKey of PROGRAMME_KEYS) void queryClient.invalidateQueries({ queryKey });
      onClose();
    },
  });
  const submit = () => void form.validateFields().then((v) => save.mutate(v));
  const today = dayjs().endOf('day');
  return (
    <Modal
      open
      title={m.detail.recordTitle(stage.name)}
      okText={m.detail.save}
      cancelText={m.detail.cancel}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      className="programme-record-dialog"
      destroyOnHidden
    >
      <Form<RecordForm>
        form={form}
        name="programme-record"
        labelCol={{ flex: '90px' }}
        initialValues={{
          actualStart: stage.actualStart ? dayjs(stage.actualStart) : null,
          actualEnd: stage.actualEnd ? dayjs(stage.actualEnd) : null,
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      >
        <Form.Item label={m.detail.columns.planned}>
          {m.detail.range(stage.plannedStart, stage.plannedEnd)}
        </Form.Item>
        <Form.Item
          label={m.detail.actualStart}
          name="actualStart"
          rules={[
            {
              validator: (_r, v: Dayjs | null) =>
                v?.isAfter(today) ? Promise.reject(new Error(m.detail.future)) : Promise.resolve(),
            },
          ]}
        >
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={m.detail.actualEnd}
          name="actualEnd"
          dependencies={['actualStart']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: Dayjs | null) => {
                if (!v) return Promise.resolve();
                const start = getFieldValue('actualStart') as Dayjs | null;
                if (!start) return Promise.reject(new Error(m.detail.endWithoutStart));
                if (v.isBefore(start, 'day')) return Promise.reject(new Error(m.detail.endBeforeStart));
                if (v.isAfter(today)) return Promise.reject(new Error(m.detail.future));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A programme's calendar: summary, timeline (planned vs actual, today) and the stage table. */
export function ProgrammeDetail({
  id,
  canRecord,
  onClose,
}: {
  id: number;
  canRecord: boolean;
  onClose: () => void;
}) {
  const client = useApi();
  const q = useQuery(programmeDetailQuery(client, id));
  const [recording, setRecording] = useState<ProgrammeStage | null>(null);
  const p = q.data;
  const today = dayjs().format('YYYY-MM-DD');

  const columns: ColumnsType<ProgrammeStage> = [
    { key: 'name', title: m.detail.columns.name, dataIndex: 'name', width: 110 },
    {
      key: 'planned',
      title: m.detail.columns.planned,
      width: 200,
      render: (_v, s) => m.detail.range(s.plannedStart, s.plannedEnd),
    },
    {
      key: 'actual',
      title: m.detail.columns.actual,
      width: 200,
      render: (_v, s) =>
        s.actualStart ? (
          s.actualEnd ? (
            m.detail.range(s.actualStart, s.actualEnd)
          ) : (
            m.detail.started(s.actualStart)
          )
        ) : (
          <span style={{ color: 'rgba(0,0,0,0.58)' }}>{m.detail.notRecorded}</span>
        ),
    },
    { key: 'practices', title: m.detail.columns.practices, dataIndex: 'practices' },
    {
      key: 'inputs',
      title: m.detail.columns.inputs,
      width: 220,
      render: (_v, s) =>
        s.inputs.length === 0
          ? m.detail.none
          : s.inputs.map((i) => (
              <div key={i.specId}>
                {i.skuName} {i.spec}
                {i.dosage ? `（${i.dosage}）` : ''}
              </div>
            )),
    },
    ...(canRecord
      ? [
          {
            key: 'actions',
            title: m.detail.columns.actions,
            width: 100,
            render: (_v: unknown, s: ProgrammeStage) => (
              <Button
                type="link"
                size="small"
                onClick={() => setRecording(s)}
                aria-label={`${m.detail.record}：${s.name}`}
              >
                {m.detail.record}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      open
      width={1100}
      title={p ? m.detail.title(p.name) : m.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{m.detail.close}</Button>}
      className="programme-detail"
      destroyOnHidden
    >
      {q.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.detail.failure}
          action={
            <Button size="small" onClick={() => void q.refetch()}>
              {m.detail.retry}
            </Button>
          }
        />
      ) : !p ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={m.detail.summary.crop}>{p.cropName}</Descriptions.Item>
            <Descriptions.Item label={m.detail.summary.variety}>
              {p.varietyName ?? m.detail.none}
            </Descriptions.Item>
            <Descriptions.Item label={m.detail.summary.plot}>{p.plotName ?? m.detail.none}</Descriptions.Item>
            <Descriptions.Item label={m.detail.summary.sowing}>{p.sowingDate}</Descriptions.Item>
            <Descriptions.Item label={m.detail.summary.status}>
              <Tag color={STATUS_COLORS[p.status]}>{m.status[p.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={m.detail.summary.current}>
              {p.currentStage ?? m.detail.none}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ margin: '8px 0' }}>{m.detail.timeline}</h4>
          <ProgrammeTimeline stages={p.stages} today={today} />
          <h4 style={{ margin: '16px 0 8px' }}>{m.detail.calendar}</h4>
          <Table<ProgrammeStage>
            className="programme-calendar"
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={p.stages}
            pagination={false}
          />
        </>
      )}
      {recording ? <RecordDialog stage={recording} onClose={() => setRecording(null)} /> : null}
    </Modal>
  );
}
