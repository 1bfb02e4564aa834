import { describe, expect, it } from 'vitest';
import { hasRichContent, RICH_TEXT_MAX_LENGTH, richTextLengthRule, richTextRequiredRule } from './limits';

const check = (value: string | undefined) =>
  (richTextLengthRule.validator as (rule: unknown, value: string | undefined) => Promise<void>)({}, value);

describe('rich text length', () => {
  it('accepts up to the limit and names it beyond', async () => {
    await expect(check(undefined)).resolves.toBeUndefined();
    await expect(check('x'.repeat(RICH_TEXT_MAX_LENGTH))).resolves.toBeUndefined();
    await expect(check('x'.repeat(RICH_TEXT_MAX_LENGTH + 1))).rejects.toThrow(
      '正文过长：最多 204,800 个字符（含排版标记），当前 204,801 个',
    );
  });
});

describe('required rich text', () => {
  const required = (value: string | undefined) =>
    (
      richTextRequiredRule('请输入正文').validator as (
        rule: unknown,
        value: string | undefined,
      ) => Promise<void>
    )({}, value);

  it('needs text other than spaces, or an image', async () => {
    expect(hasRichContent(undefined)).toBe(false);
    expect(hasRichContent('<p> </p>')).toBe(false);
    expect(hasRichContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasRichContent('<p><img src="/a.png"></p>')).toBe(true);
    expect(hasRichContent('<p>喷雾</p>')).toBe(true);
    await expect(required('<p></p>')).rejects.toThrow('请输入正文');
    await expect(required('<p>正文</p>')).resolves.toBeUndefined();
  });
});
