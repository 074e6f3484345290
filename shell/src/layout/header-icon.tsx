import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * One of antd's outlined icons, drawn from its definition in @ant-design/icons-svg. The header
 * draws three, and @ant-design/icons' component would bring its context and style insertion into
 * the header's chunk, a second copy of what the pages' chunks carry (issue 17).
 */
export function HeaderIcon({ icon, size }: { icon: IconDefinition; size?: number }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'none') : icon.icon;
  return (
    <svg viewBox={svg.attrs.viewBox} width="1em" height="1em" fill="currentColor" aria-hidden focusable="false" className="header-icon" style={size ? { fontSize: size } : undefined}>
      {svg.children?.map((child, index) => <path key={index} d={child.attrs.d} />)}
    </svg>
  );
}
