import { Checkbox, type GetProps } from 'antd';

type CheckboxGroupProps = GetProps<typeof Checkbox.Group>;

/**
 * antd's Checkbox.Group inside a required Form.Item. The Form.Item marks its child `aria-required`,
 * which ARIA does not allow on a group of checkboxes (axe: aria-allowed-attr); the label's asterisk
 * and the error tied to the field say it is required.
 */
export function CheckboxGroupField(props: CheckboxGroupProps & { 'aria-required'?: unknown }) {
  const { 'aria-required': _required, ...group } = props;
  return <Checkbox.Group {...group} />;
}
