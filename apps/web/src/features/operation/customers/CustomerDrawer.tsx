import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Select,
  Spin,
  Tag,
  Timeline,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useApi } from '@/lib/api';
import { apiFetch, apiQuery } from '@/lib/query';
import { CUSTOMER_DETAIL_KEY, CUSTOMER_LIST_KEY } from './api';
import { customerMessages as m } from './messages';

const r = m.drawer;

interface FollowupForm {
  type: number;
  content: string;
  next?: Dayjs | null;
}

/** 客户详情: the customer's fields, the 跟进记录 timeline and a form to add one. */
export function CustomerDrawer({
  id,
  canFollow,
  onClose,
}: {
  id: number;
  canFollow: boolean;
  onClose: () => void;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FollowupForm>();
  const detail = useQuery(
    apiQuery(
      client,
      'shop',
      'get',
      '/api/v1/web/crm/customer/detail',
      { params: { query: { id } } },
      {
        meta: { errorText: r.loadFailed, what: 'customerDetail' },
      },
    ),
  );
  const add = useMutation({
    mutationFn: (v: FollowupForm) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/crm/customer/followup/save', {
        body: {
          customerId: id,
          type: v.type,
          content: v.content.trim(),
          nextContactDate: v.next ? v.next.format('YYYY-MM-DD') : null,
        },
      }),
    meta: { successText: r.success, errorText: r.failure, what: 'customerFollowupSave' },
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_DETAIL_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_KEY });
    },
  });
  const c = detail.data;
  return (
    <Drawer
      open
      size={560}
      title={c ? `${r.title} · ${c.name}` : r.title}
      onClose={onClose}
      className="customer-drawer"
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.isError || !c ? (
        <Alert
          type="error"
          title={r.loadFailed}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {r.retry}
            </Button>
          }
        />
      ) : (
        <>
          <Descriptions size="small" column={2} title={r.basic} bordered>
            <Descriptions.Item label={m.columns.type}>{m.types[c.type]}</Descriptions.Item>
            <Descriptions.Item label={m.columns.level}>{m.levels[c.level]}</Descriptions.Item>
            <Descriptions.Item label={m.columns.contact}>{c.contactName}</Descriptions.Item>
            <Descriptions.Item label={m.columns.phone}>{c.phone}</Descriptions.Item>
            <Descriptions.Item label={m.columns.region} span={2}>
              {c.qhmc} {c.address}
            </Descriptions.Item>
            <Descriptions.Item label={m.columns.crops}>{c.crops.join('、') || '-'}</Descriptions.Item>
            <Descriptions.Item label={m.columns.area}>{c.areaMu}</Descriptions.Item>
            <Descriptions.Item label={m.columns.owner}>{c.ownerName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={m.columns.points}>{c.points}</Descriptions.Item>
            <Descriptions.Item label={r.lastFollowup}>{c.lastFollowupTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={m.columns.nextContact}>
              {c.nextContactDate ?? '-'} {c.due ? <Tag color="red">{m.due}</Tag> : null}
            </Descriptions.Item>
          </Descriptions>
          <h3 className="customer-drawer-heading">{r.followups}</h3>
          {canFollow ? (
            <Form<FollowupForm>
              form={form}
              name="customer-followup"
              layout="vertical"
              initialValues={{ type: 1 }}
              onFinish={(v) => add.mutate(v)}
            >
              <Form.Item label={r.type} name="type">
                <Select
                  options={Object.entries(m.followupTypes).map(([value, label]) => ({
                    value: Number(value),
                    label,
                  }))}
                />
              </Form.Item>
              <Form.Item
                label={r.content}
                name="content"
                rules={[{ required: true, whitespace: true, message: r.contentRequired }]}
              >
                <Input.TextArea rows={3} maxLength={500} />
              </Form.Item>
              <Form.Item
                label={r.nextDate}
                name="next"
                rules={[
                  {
                    validator: async (_r, v: Dayjs | null | undefined) => {
                      if (v?.isBefore(dayjs(), 'day')) throw new Error(r.nextInPast);
                    },
                  },
                ]}
              >
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={add.isPending}>
                {r.submit}
              </Button>
            </Form>
          ) : null}
          {c.followups.length === 0 ? (
            <Empty description={r.empty} />
          ) : (
            <Timeline
              className="customer-followups"
              style={{ marginTop: 24 }}
              items={c.followups.map((f) => ({
                key: f.id,
                content: (
                  <div className="customer-followup">
                    <div>
                      <Tag>{m.followupTypes[f.type]}</Tag>
                      <span>{f.createTime}</span> <span>{f.creatorName}</span>
                    </div>
                    <div>{f.content}</div>
                    {f.nextContactDate ? (
                      <div className="customer-followup-next">{r.next(f.nextContactDate)}</div>
                    ) : null}
                  </div>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
