import type { FormRule } from 'antd';
import { MESSAGE_MAX_LENGTH, type Messages } from '@clinic/contracts';

/**
 * A message's text, as the API checks it: not blank, and within the length limit (counted as typed).
 * `m` is the spec's texts in the reader's language (`useMessages()`).
 */
export const messageRules = (m: typeof Messages): FormRule[] => [
  { required: true, whitespace: true, message: m.messages.contentRequired },
  { max: MESSAGE_MAX_LENGTH, message: m.messages.tooLong },
];
export const messageCount = { show: true, max: MESSAGE_MAX_LENGTH };
