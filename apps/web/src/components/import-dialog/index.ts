export { ImportButton, ImportDialog } from './ImportDialog';
export {
  downloadTemplate,
  type ImportOutcome,
  type ImportReport,
  type RowError,
  type SheetImport,
  type SheetImportMessages,
  type SheetTemplate,
  useSheetImport,
} from './use-sheet-import';
