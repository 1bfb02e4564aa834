export { ImportProgress, type ImportProgressState, type ImportStage } from './ImportProgress';
export { useImportTask } from './use-import-task';
