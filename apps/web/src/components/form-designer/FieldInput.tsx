import {
  Cascader,
  Checkbox,
  ColorPicker,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Rate,
  Select,
  Slider,
  Switch,
  TimePicker,
} from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { RegionCascader } from '@/components/form';
import { AmountInput } from '@/components/form-fields/AmountInput';
import { CalculateField } from '@/components/form-fields/CalculateField';
import { InputTable } from '@/components/form-fields/InputTable';
import { fieldMessages as fm } from '@/components/form-fields/messages';
import { DateRangeField, TimeRangeField } from '@/components/form-fields/RangeFields';
import { type UploadedFile, UploadField } from '@/components/form-fields/UploadField';
import { downloadFile, uploadFile } from '@/components/form-fields/upload-api';
import type { TableColumn } from '@/components/form-fields/values';
import { OrgPickerField } from '@/components/org-picker/OrgPickerField';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import type { FieldOption, FormField } from './schema';

export interface FieldInputProps {
  field: FormField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  /** Every value of the form (the calculate field reads its inputs). */
  values?: Record<string, unknown>;
  /** Stores an uploaded file (the 上传 field; default: the system server). */
  upload?: (file: File) => Promise<UploadedFile>;
  /** An accessible name when there is no visible label (table cells). */
  ariaLabel?: string;
}

const toSelectOptions = (options: FieldOption[] | undefined) =>
  (options ?? []).map((o) => ({ label: o.label, value: o.value }));

/** Column description of a table's sub-field. */
export function tableColumns(field: FormField): TableColumn[] {
  return (field.children ?? []).map((c) => ({
    vModel: c.vModel,
    label: c.label,
    required: c.required,
    cmpType: c.tagIcon,
  }));
}

/** The input of one field type, controlled (value / onChange) as antd Form.Item expects. */
export function FieldInput({
  field,
  value,
  onChange,
  disabled = false,
  id,
  values = {},
  upload,
  ariaLabel,
}: FieldInputProps): ReactNode {
  const client = useApi();
  const placeholder = field.placeholder || undefined;
  const change = (v: unknown) => onChange?.(v);
  const common = { id, disabled, 'aria-label': ariaLabel };
  switch (field.tagIcon) {
    case 'input':
      return (
        <Input
          {...common}
          value={(value as string) ?? ''}
          placeholder={placeholder ?? fm.input.placeholder}
          maxLength={field.maxLength}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          value={(value as string) ?? ''}
          placeholder={placeholder ?? fm.input.placeholder}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          rows={field.rows ?? 3}
          value={(value as string) ?? ''}
          placeholder={placeholder ?? fm.input.placeholder}
          maxLength={field.maxLength}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          {...common}
          style={{ width: '100%' }}
          value={(value as number) ?? null}
          min={field.min}
          max={field.max}
          step={field.step}
          precision={field.precision}
          placeholder={placeholder ?? fm.input.placeholder}
          onChange={(v) => change(v)}
        />
      );
    case 'amount':
      return (
        <AmountInput
          {...common}
          value={(value as number) ?? null}
          showChinese={field.showChinese !== false}
          {...(field.precision === undefined ? {} : { precision: field.precision })}
          placeholder={placeholder}
          onChange={change}
        />
      );
    case 'calculate':
      return (
        <CalculateField
          id={id}
          aria-label={ariaLabel}
          value={(value as number) ?? null}
          expression={field.expression ?? []}
          values={values}
          precision={field.precision ?? 2}
          onChange={change}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          style={{ width: '100%' }}
          allowClear
          value={value ?? undefined}
          placeholder={placeholder ?? fm.select.placeholder}
          options={toSelectOptions(field.options)}
          onChange={change}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          {...common}
          value={value}
          options={toSelectOptions(field.options)}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          {...common}
          value={(value as string[]) ?? []}
          options={toSelectOptions(field.options)}
          onChange={(v) => change(v)}
        />
      );
    case 'cascader':
      return (
        <Cascader
          {...common}
          style={{ width: '100%' }}
          value={(value as string[]) ?? undefined}
          options={field.options}
          placeholder={placeholder ?? fm.select.placeholder}
          onChange={(v) => change(v)}
        />
      );
    case 'area':
      return (
        <RegionCascader
          id={id}
          disabled={disabled}
          value={(value as { qhdm: string; qhmc: string }) ?? null}
          allowClear
          onChange={(v) => change(v ?? null)}
        />
      );
    case 'date':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          value={value ? dayjs(value as string, 'YYYY-MM-DD') : null}
          placeholder={placeholder ?? fm.select.placeholder}
          onChange={(d) => change(d ? d.format('YYYY-MM-DD') : null)}
        />
      );
    case 'time':
      return (
        <TimePicker
          {...common}
          style={{ width: '100%' }}
          format="HH:mm"
          value={value ? dayjs(value as string, 'HH:mm') : null}
          placeholder={placeholder ?? fm.select.placeholder}
          onChange={(d) => change(d ? d.format('HH:mm') : null)}
        />
      );
    case 'date-range':
      return (
        <DateRangeField
          id={id}
          disabled={disabled}
          value={(value as [string, string]) ?? null}
          onChange={change}
        />
      );
    case 'time-range':
      return (
        <TimeRangeField
          id={id}
          disabled={disabled}
          value={(value as [string, string]) ?? null}
          onChange={change}
        />
      );
    case 'switch':
      return (
        <Switch
          {...common}
          checked={value === true}
          checkedChildren={fm.switch.on}
          unCheckedChildren={fm.switch.off}
          onChange={(v) => change(v)}
        />
      );
    case 'slider':
      return (
        <Slider
          {...common}
          min={field.min ?? 0}
          max={field.max ?? 100}
          step={field.step ?? 1}
          value={(value as number) ?? field.min ?? 0}
          onChange={(v) => change(v)}
        />
      );
    case 'rate':
      return (
        <Rate {...common} count={field.max ?? 5} value={(value as number) ?? 0} onChange={(v) => change(v)} />
      );
    case 'color':
      return (
        <ColorPicker
          {...common}
          showText
          value={(value as string) ?? null}
          onChange={(c) => change(c.toHexString())}
        />
      );
    case 'upload':
      return (
        <UploadField
          id={id}
          disabled={disabled}
          value={(value as UploadedFile[]) ?? []}
          accept={field.accept ?? ''}
          fileSize={field.fileSize ?? 10}
          sizeUnit={field.sizeUnit ?? 'MB'}
          limit={field.limit ?? 5}
          upload={upload ?? ((file) => uploadFile(client, file))}
          download={(file) => {
            downloadFile(client, file).catch(() => notify.error(fm.upload.downloadFailed));
          }}
          onChange={change}
        />
      );
    case 'dept':
      return (
        <OrgPickerField
          id={id}
          aria-label={ariaLabel ?? field.label}
          disabled={disabled}
          value={value as never}
          tabs={field.tabList ?? ['dep']}
          max={field.maxNum ?? 99}
          onChange={change}
        />
      );
    case 'table':
      return (
        <InputTable
          id={id}
          disabled={disabled}
          value={(value as Record<string, unknown>[]) ?? []}
          columns={tableColumns(field)}
          actionText={field.actionText}
          onChange={change}
          renderCell={(column, cell, setCell, cellDisabled, label) => {
            const sub = (field.children ?? []).find((c) => c.vModel === column.vModel);
            return sub ? (
              <FieldInput
                field={sub}
                value={cell}
                onChange={setCell}
                disabled={cellDisabled}
                ariaLabel={label}
                upload={upload}
              />
            ) : null;
          }}
        />
      );
    case 'row':
      return null;
  }
}
