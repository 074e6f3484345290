import type { FormRule } from 'antd';
import { MESSAGE_MAX_LENGTH, Messages } from '@clinic/contracts';

/** A message's text, as the API checks it: not blank, and within the length limit (counted as typed). */
export const messageRules: FormRule[] = [
  { required: true, whitespace: true, message: Messages.messages.contentRequired },
  { max: MESSAGE_MAX_LENGTH, message: Messages.messages.tooLong },
];
export const messageCount = { show: true, max: MESSAGE_MAX_LENGTH };
