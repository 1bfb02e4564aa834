/**
 * The 23 field types of the form designer (SPEC §1), each with its icon and its group in the
 * palette.
 */
import {
  AppstoreOutlined,
  BgColorsOutlined,
  BranchesOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  CloudUploadOutlined,
  ColumnWidthOutlined,
  DownSquareOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FieldNumberOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  ScheduleOutlined,
  SlidersOutlined,
  StarOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { fieldMessages as m } from './messages';

/** Every field type, in palette order. */
export const FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'amount',
  'calculate',
  'password',
  'select',
  'radio',
  'checkbox',
  'cascader',
  'area',
  'date',
  'date-range',
  'time',
  'time-range',
  'switch',
  'slider',
  'rate',
  'color',
  'upload',
  'dept',
  'table',
  'row',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}

/** Types whose value is a number (formulas may reference them; 合计 sums amount/number/slider). */
export const NUMERIC_TYPES: ReadonlySet<FieldType> = new Set(['number', 'amount', 'slider', 'calculate']);

/** Types with an option list. */
export const OPTION_TYPES: ReadonlySet<FieldType> = new Set(['select', 'radio', 'checkbox', 'cascader']);

/** Types that hold other fields: the input table (columns) and the row (layout). */
export const CONTAINER_TYPES: ReadonlySet<FieldType> = new Set(['table', 'row']);

/** Types allowed as input-table columns. */
export const TABLE_COLUMN_TYPES: ReadonlySet<FieldType> = new Set([
  'input',
  'textarea',
  'number',
  'amount',
  'select',
  'radio',
  'checkbox',
  'date',
  'time',
  'switch',
  'slider',
  'rate',
  'dept',
]);

/** Types that can be an approval condition (SPEC approval designer: numeric, choices, people). */
export const CONDITION_TYPES: ReadonlySet<FieldType> = new Set([
  'number',
  'amount',
  'calculate',
  'select',
  'radio',
  'dept',
  'slider',
  'rate',
]);

const ICONS: Record<FieldType, ComponentType> = {
  amount: MoneyCollectOutlined,
  area: EnvironmentOutlined,
  calculate: CalculatorOutlined,
  cascader: BranchesOutlined,
  checkbox: CheckSquareOutlined,
  color: BgColorsOutlined,
  date: CalendarOutlined,
  'date-range': ScheduleOutlined,
  dept: TeamOutlined,
  input: FontSizeOutlined,
  number: FieldNumberOutlined,
  password: LockOutlined,
  radio: DownSquareOutlined,
  rate: StarOutlined,
  row: ColumnWidthOutlined,
  select: AppstoreOutlined,
  slider: SlidersOutlined,
  switch: SwapOutlined,
  table: TableOutlined,
  textarea: FileTextOutlined,
  time: ClockCircleOutlined,
  'time-range': FieldTimeOutlined,
  upload: CloudUploadOutlined,
};

/** The icon of a field type (SPEC §1 lists one per type). */
export function FieldIcon({ type }: { type: FieldType }) {
  const Icon = ICONS[type] ?? EditOutlined;
  return <Icon aria-hidden />;
}

/** The palette name of a field type. */
export function fieldTypeLabel(type: FieldType): string {
  return m.types[type];
}
