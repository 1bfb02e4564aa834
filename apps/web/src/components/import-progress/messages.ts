import type { ImportStage } from './ImportProgress';

const n = (value: number) => value.toLocaleString('en-US');
const STAGE: Record<ImportStage, string> = { read: '正在读取文件', check: '正在校验', save: '正在保存' };

/** User-facing strings of the import progress. */
export const importProgressMessages = {
  text: (stage: ImportStage, done: number | null, total: number) =>
    done === null
      ? stage === 'read'
        ? `${STAGE.read}…`
        : `已提交 ${n(total)} 行，服务器正在校验并保存…`
      : `${STAGE[stage]}：${stage === 'read' ? '已读取' : stage === 'check' ? '已校验' : '已保存'} ${n(done)} / ${n(total)} 行`,
} as const;
