import { ConfigContext } from 'antd/es/config-provider/context';
import useTagStyle from 'antd/es/tag/style';
import TagPresetStyle from 'antd/es/tag/style/presetCmp';
import TagStatusStyle from 'antd/es/tag/style/statusCmp';
import type { AppointmentStatus, PaymentStatus } from '@clinic/contracts';
import { type HTMLAttributes, useContext } from 'react';
import { useLabels } from './labels';
import { joined } from './class-names';

/** One of antd's preset tag colours, or its grey status colour (`default`). */
export type TagColor = 'gold' | 'green' | 'blue' | 'red' | 'orange' | 'purple' | 'default';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** Left out: antd's plain tag. */
  color?: TagColor;
}

const STATUS_COLORS: Record<AppointmentStatus, TagColor> = {
  pending: 'gold',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'default',
  'no-show': 'red',
};

const PAYMENT_COLORS: Record<PaymentStatus, TagColor> = { unpaid: 'orange', paid: 'green', refunded: 'purple' };

/**
 * A tag drawn exactly as antd's Tag draws one (its element, classes and style hooks), without the
 * component: antd's Tag brings its close button, checkable tags, click wave and colour parsing,
 * about 3 kB gzip on every list (issue 17), and the screens' tags only ever show a word, in a colour.
 * It stays in colour while antd's components are disabled (offline): a status is information.
 */
export function Tag({ color, className, children, ...rest }: TagProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefix = getPrefixCls('tag');
  const [hashId, cssVarCls] = useTagStyle(prefix);
  // antd's status colours (`default` among them) and its preset ones each have their own style hook.
  const ColourStyle = color === 'default' ? TagStatusStyle : TagPresetStyle;
  const classes = joined(prefix, `${prefix}-filled`, color && `${prefix}-${color}`, direction === 'rtl' && `${prefix}-rtl`, className, hashId, cssVarCls);
  return (
    <span {...rest} className={classes}>
      {children}
      {color && <ColourStyle prefixCls={prefix} />}
    </span>
  );
}

export function StatusTag({ status }: { status: AppointmentStatus }) {
  const labels = useLabels();
  return <Tag color={STATUS_COLORS[status]}>{labels.status(status)}</Tag>;
}

export function PaymentTag({ status }: { status: PaymentStatus }) {
  const labels = useLabels();
  return <Tag color={PAYMENT_COLORS[status]}>{labels.paymentStatus(status)}</Tag>;
}
