import { useDraggable } from '@dnd-kit/core';
import { Button, Typography } from 'antd';
import { FIELD_TYPES, FieldIcon, type FieldType, fieldTypeLabel } from '@/components/form-fields/field-types';
import { designerMessages as m } from './messages';

/** The 23 field types; drag one onto the canvas, or click (Enter) to add it at the end. */
export function Palette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  return (
    <nav aria-label={m.palette}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {m.palette}
      </Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
        {FIELD_TYPES.map((type) => (
          <PaletteItem key={type} type={type} onAdd={onAdd} />
        ))}
      </div>
    </nav>
  );
}

function PaletteItem({ type, onAdd }: { type: FieldType; onAdd: (type: FieldType) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette:${type}`,
    data: { type },
  });
  const label = fieldTypeLabel(type);
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // a click (or Enter / Space without dragging) adds the field at the end
      onClick={() => onAdd(type)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onAdd(type);
        }
      }}
      aria-label={m.addField(label)}
      icon={<FieldIcon type={type} />}
      size="small"
      style={{ justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1 }}
      data-testid={`palette-${type}`}
    >
      {label}
    </Button>
  );
}
