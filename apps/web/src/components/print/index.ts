export { printMessages } from './messages';
export { PrintCopy } from './PrintCopy';
export { PrintDialog, type PrintDialogProps } from './PrintDialog';
