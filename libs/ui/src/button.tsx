import useButtonStyle from 'antd/es/button/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import SizeContext from 'antd/es/config-provider/SizeContext';
import { type ButtonHTMLAttributes, Children, type ReactNode, forwardRef, useContext } from 'react';
import { joined } from './class-names';

/** antd's button types and the colour and variant each is drawn with (antd's `ButtonTypeMap`). */
const LOOKS = {
  default: ['default', 'outlined'],
  primary: ['primary', 'solid'],
  dashed: ['default', 'dashed'],
  link: ['link', 'link'],
  text: ['default', 'text'],
} as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: keyof typeof LOOKS;
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  htmlType?: 'button' | 'submit' | 'reset';
  /** Drawn before the label, in antd's icon slot. */
  icon?: ReactNode;
}

/** The label as antd's Button draws it: each run of text in a `span` of its own, elements as they are. */
function labelOf(children: ReactNode): ReactNode[] {
  const runs: ReactNode[] = [];
  let text: string | null = null;
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') {
      text = (text ?? '') + child;
      continue;
    }
    if (text !== null) runs.push(<span key={runs.length}>{text}</span>);
    text = null;
    runs.push(child);
  }
  if (text !== null) runs.push(<span key={runs.length}>{text}</span>);
  return runs;
}

/**
 * A button drawn exactly as antd's Button draws one (its element, classes and own style hook) for
 * the buttons that never show a spinner: the lists' and details' actions. antd's Button brings its
 * click wave, loading motion and icon, space-compact and two-character spacing with it, about 7 kB
 * gzip on every page that shows one (issue 17). It follows a form's `disabled` and size the way
 * antd's does; a submit that shows progress keeps antd's Button (`loading`), and a button pressed
 * here gets no wave.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { type = 'default', danger = false, size, block = false, htmlType = 'button', icon, disabled, className, children, ...rest },
  ref,
) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefix = getPrefixCls('btn');
  const [hashId, cssVarCls] = useButtonStyle(prefix);
  const formDisabled = useContext(DisabledContext);
  const contextSize = useContext(SizeContext);
  const drawnSize = size ?? contextSize;
  const [color, variant] = LOOKS[type];
  const label = labelOf(children);
  const classes = joined(
    prefix,
    hashId,
    cssVarCls,
    `${prefix}-${type}`,
    danger && `${prefix}-dangerous`,
    `${prefix}-color-${danger ? 'dangerous' : color}`,
    `${prefix}-variant-${variant}`,
    drawnSize === 'large' && `${prefix}-lg`,
    drawnSize === 'small' && `${prefix}-sm`,
    label.length === 0 && !!icon && `${prefix}-icon-only`,
    block && `${prefix}-block`,
    direction === 'rtl' && `${prefix}-rtl`,
    className,
  );
  return (
    <button {...rest} ref={ref} type={htmlType} className={classes} disabled={disabled ?? formDisabled}>
      {icon && <span className={`${prefix}-icon`}>{icon}</span>}
      {label}
    </button>
  );
});
