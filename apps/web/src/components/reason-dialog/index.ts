export { reasonDialogMessages } from './messages';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
