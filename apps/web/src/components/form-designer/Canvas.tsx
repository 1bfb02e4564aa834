import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Col, Empty, Row, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { FieldIcon, fieldTypeLabel } from '@/components/form-fields/field-types';
import { FieldInput } from './FieldInput';
import { designerMessages as m } from './messages';
import type { FormField } from './schema';

export const CANVAS_ID = 'canvas';

export interface CanvasProps {
  fields: FormField[];
  selected: number | null;
  onSelect: (formId: number) => void;
  onRemove: (formId: number) => void;
  onDuplicate: (formId: number) => void;
  /** Problems by formId (e.g. a formula's), shown on the card. */
  problems: ReadonlyMap<number, string>;
}

/** The form being designed: field cards sortable by drag (handle) or keyboard. */
export function Canvas({ fields, selected, onSelect, onRemove, onDuplicate, problems }: CanvasProps) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <section
      ref={setNodeRef}
      aria-label={m.canvas}
      style={{
        minHeight: 480,
        padding: 12,
        background: isOver ? '#f0f7ff' : '#fafafa',
        border: '1px dashed #d9d9d9',
        borderRadius: 6,
      }}
    >
      {fields.length === 0 ? <Empty description={m.canvasEmpty} style={{ marginTop: 120 }} /> : null}
      <SortableContext items={fields.map((f) => `field:${f.formId}`)} strategy={verticalListSortingStrategy}>
        <Row gutter={12}>
          {fields.map((field) => (
            <FieldCard
              key={field.formId}
              field={field}
              active={selected === field.formId}
              problem={problems.get(field.formId)}
              childProblems={problems}
              onSelect={onSelect}
              onRemove={onRemove}
              onDuplicate={onDuplicate}
              selected={selected}
            />
          ))}
        </Row>
      </SortableContext>
    </section>
  );
}

interface CardProps {
  field: FormField;
  active: boolean;
  selected: number | null;
  problem: string | undefined;
  childProblems: ReadonlyMap<number, string>;
  onSelect: (formId: number) => void;
  onRemove: (formId: number) => void;
  onDuplicate: (formId: number) => void;
}

const FieldCard = memo(function FieldCard({
  field,
  active,
  selected,
  problem,
  childProblems,
  onSelect,
  onRemove,
  onDuplicate,
}: CardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: `field:${field.formId}`,
  });
  return (
    <Col
      span={field.span}
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
    >
      <div
        data-testid={`canvas-field-${field.vModel}`}
        onClick={() => onSelect(field.formId)}
        style={{
          position: 'relative',
          marginBottom: 12,
          padding: '8px 12px',
          background: '#fff',
          border: `1px solid ${active ? '#1677ff' : problem ? '#ff4d4f' : '#f0f0f0'}`,
          borderRadius: 6,
          cursor: 'pointer',
        }}
      >
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space>
            <button
              type="button"
              {...attributes}
              {...listeners}
              aria-label={m.moveHandle(field.label)}
              onClick={(e) => e.stopPropagation()}
              style={{ cursor: 'grab', padding: 2, border: 0, background: 'none' }}
            >
              <HolderOutlined />
            </button>
            <FieldIcon type={field.tagIcon} />
            <button
              type="button"
              aria-pressed={active}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(field.formId);
              }}
              style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', fontWeight: 600 }}
            >
              {field.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
              {field.label}
            </button>
            <Tag>{fieldTypeLabel(field.tagIcon)}</Tag>
            {field.proCondition ? <Tag color="blue">{m.props.proCondition}</Tag> : null}
          </Space>
          <Space size={0}>
            <Tooltip title={m.duplicate}>
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined />}
                aria-label={`${m.duplicate} ${field.label}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onDuplicate(field.formId);
                }}
              />
            </Tooltip>
            <Tooltip title={m.remove}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${m.remove} ${field.label}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onRemove(field.formId);
                }}
              />
            </Tooltip>
          </Space>
        </Space>
        {problem ? (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
            {problem}
          </Typography.Text>
        ) : null}
        <div style={{ marginTop: 6, pointerEvents: 'none' }} aria-hidden>
          {field.tagIcon === 'row' ? (
            <Row gutter={8}>
              {(field.children ?? []).map((c) => (
                <Col span={c.span} key={c.formId}>
                  <div
                    style={{
                      border: `1px dashed ${selected === c.formId ? '#1677ff' : '#d9d9d9'}`,
                      padding: 6,
                      borderRadius: 4,
                    }}
                  >
                    <Typography.Text>{c.label}</Typography.Text>
                    {childProblems.get(c.formId) ? (
                      <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                        {childProblems.get(c.formId)}
                      </Typography.Text>
                    ) : null}
                    <FieldInput field={c} disabled />
                  </div>
                </Col>
              ))}
            </Row>
          ) : field.tagIcon === 'table' ? (
            <Space wrap>
              {(field.children ?? []).map((c) => (
                <Tag key={c.formId} icon={<FieldIcon type={c.tagIcon} />}>
                  {c.required ? '* ' : ''}
                  {c.label}
                </Tag>
              ))}
            </Space>
          ) : field.tagIcon === 'upload' || field.tagIcon === 'dept' || field.tagIcon === 'calculate' ? (
            <Typography.Text type="secondary">{fieldTypeLabel(field.tagIcon)}</Typography.Text>
          ) : (
            <FieldInput field={field} disabled />
          )}
        </div>
      </div>
    </Col>
  );
});
