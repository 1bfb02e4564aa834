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

/** Whether the editor's HTML has something to read: text other than spaces (`&nbsp;` too), or an image. */
export const hasRichContent = (html: string | undefined): boolean =>
  !!html &&
  (/<img/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '');

/** Form rule: a required rich text (正文, 措施 …) says `message` while it has nothing to read. */
export const richTextRequiredRule = (message: string): RuleObject => ({
  validator: (_rule, value: string | undefined) =>
    hasRichContent(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});
