import type { RuleObject } from 'antd/es/form';

/** The longest rich text the contracts accept (HTML characters: 200 K, `maxLength: 204800`). */
export const RICH_TEXT_MAX_LENGTH = 204_800;

/** The message of a rich text over the limit (Simplified Chinese). */
const tooLong = (max: number, length: number) =>
  `正文过长：最多 ${max.toLocaleString('zh-CN')} 个字符（含排版标记），当前 ${length.toLocaleString('zh-CN')} 个`;

/** Form rule: the editor's HTML within RICH_TEXT_MAX_LENGTH, said before the server refuses it. */
export const richTextLengthRule: RuleObject = {
  validator: (_rule, value: string | undefined) =>
    (value ?? '').length > RICH_TEXT_MAX_LENGTH
      ? Promise.reject(new Error(tooLong(RICH_TEXT_MAX_LENGTH, (value ?? '').length)))
      : Promise.resolve(),
};
