import type { RuleObject } from 'antd/es/form';
import { richTextMessages } from './messages';

/** The longest rich text the contracts accept (HTML characters: 200 K, `maxLength: 204800`). */
export const RICH_TEXT_MAX_LENGTH = 204_800;

/** Form rule: the editor's HTML within RICH_TEXT_MAX_LENGTH, said before the server refuses it. */
export const richTextLengthRule: RuleObject = {
  validator: (_rule, value: string | undefined) =>
    (value ?? '').length > RICH_TEXT_MAX_LENGTH
      ? Promise.reject(new Error(richTextMessages.tooLong(RICH_TEXT_MAX_LENGTH, (value ?? '').length)))
      : Promise.resolve(),
};
