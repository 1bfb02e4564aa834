export { reasonDialogMessages } from './messages';
export { ReasonDialog, type ReasonDialogProps, ReasonField } from './ReasonDialog';
