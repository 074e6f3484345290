import { ConfigContext } from 'antd/es/config-provider/context';
import useSpaceStyle from 'antd/es/space/style';
import { Children, type CSSProperties, type HTMLAttributes, isValidElement, type ReactNode, useContext } from 'react';
import { joined } from './class-names';

type Gap = 'small' | 'middle' | 'large' | number;
const isPreset = (gap: Gap): gap is 'small' | 'middle' | 'large' => typeof gap === 'string';

export interface SpaceProps extends HTMLAttributes<HTMLDivElement> {
  /** antd's gap names, or pixels; two for across and down. */
  size?: Gap | [Gap, Gap];
  wrap?: boolean;
  children?: ReactNode;
}

/**
 * A row of items with antd's gaps, drawn exactly as antd's Space draws a horizontal one (its
 * elements, classes and style hook), without the component: antd's Space brings its compact mode,
 * separators, addons and orientations, about 1.5 kB gzip on every list (issue 17), and the lists
 * only put a few links and buttons in a row.
 */
export function Space({ size = 'small', wrap = false, className, style, children, ...rest }: SpaceProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefix = getPrefixCls('space');
  const [hashId, cssVarCls] = useSpaceStyle(prefix);
  // antd draws the row when it was given any child, even one that draws nothing.
  if (Children.count(children) === 0) return null;
  const items = Children.toArray(children);
  const [across, down] = Array.isArray(size) ? size : [size, size];
  const classes = joined(
    prefix,
    hashId,
    `${prefix}-horizontal`,
    direction === 'rtl' && `${prefix}-rtl`,
    `${prefix}-align-center`,
    isPreset(down) && `${prefix}-gap-row-${down}`,
    isPreset(across) && `${prefix}-gap-col-${across}`,
    className,
    cssVarCls,
  );
  const rowStyle: CSSProperties = {
    ...(wrap ? { flexWrap: 'wrap' } : {}),
    ...(isPreset(across) ? {} : { columnGap: across }),
    ...(isPreset(down) ? {} : { rowGap: down }),
    ...style,
  };
  return (
    <div {...rest} className={classes} style={rowStyle}>
      {items.map((item, i) => (
        <div key={isValidElement(item) ? item.key : i} className={`${prefix}-item`}>
          {item}
        </div>
      ))}
    </div>
  );
}
