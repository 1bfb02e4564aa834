export { FieldInput, type FieldInputProps } from './FieldInput';
export { FormDesigner, type FormDesignerProps } from './FormDesigner';
export { type FieldPermission, FormRenderer, type FormRendererProps, submitForm } from './FormRenderer';
export { designerMessages } from './messages';
export {
  buildDocument,
  createField,
  DEFAULT_LAYOUT,
  type FieldOption,
  type FieldRule,
  type FormDocument,
  type FormField,
  type FormLayout,
  processConditionsOf,
  validateDocument,
} from './schema';
export {
  type ApprovalFormState,
  type ApprovalFormStore,
  approvalFormStore,
  createApprovalFormStore,
  DESIGNER_STORAGE_KEYS,
  useApprovalFormState,
} from './store';
