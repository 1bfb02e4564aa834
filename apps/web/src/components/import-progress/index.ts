export { ImportProgress, type ImportProgressState, type ImportStage } from './ImportProgress';
export { type ProgressHeader, useImportTask } from './use-import-task';
