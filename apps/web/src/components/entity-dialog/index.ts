export { type DialogField, DialogFields } from './DialogFields';
export {
  EntityDialog,
  type EntityDialogContext,
  type EntityDialogMode,
  type EntityDialogProps,
} from './EntityDialog';
export { entityDialogMessages } from './messages';
export { RowDialog, type RowDialogProps } from './RowDialog';
