import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_LENGTH, richTextLengthRule } from './limits';

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
