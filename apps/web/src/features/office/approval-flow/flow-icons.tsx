import {
  AuditOutlined,
  CalendarOutlined,
  CarOutlined,
  FileTextOutlined,
  GiftOutlined,
  MoneyCollectOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

/** The designer's icon set; a flow keeps the index of its icon (`flowImg`). */
export const FLOW_ICONS: readonly { Icon: ComponentType<{ style?: CSSProperties }>; color: string }[] = [
  { Icon: AuditOutlined, color: '#3296fa' },
  { Icon: MoneyCollectOutlined, color: '#ff943e' },
  { Icon: ShoppingCartOutlined, color: '#15bc83' },
  { Icon: CalendarOutlined, color: '#576a95' },
  { Icon: CarOutlined, color: '#00b7ee' },
  { Icon: FileTextOutlined, color: '#8e6df8' },
  { Icon: TeamOutlined, color: '#f25643' },
  { Icon: ToolOutlined, color: '#5a8dee' },
  { Icon: GiftOutlined, color: '#ff6a88' },
  { Icon: TrophyOutlined, color: '#f7b500' },
];

/** A flow's icon on a coloured tile (the first icon for an unknown index). */
export function FlowIcon({ index, size = 32 }: { index: number; size?: number }) {
  const { Icon, color } = FLOW_ICONS[index] ?? (FLOW_ICONS[0] as (typeof FLOW_ICONS)[number]);
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 6,
        background: color,
        color: '#fff',
        fontSize: size * 0.55,
      }}
    >
      <Icon />
    </span>
  );
}
