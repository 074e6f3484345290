import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  /** Without one the box has no header. */
  title?: ReactNode;
  /** Shown at the right of the title (a link, a button). */
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A titled box that looks like antd's small Card. Card imports Tabs for its `tabList` (11 kB gzip
 * with rc-tabs, whether used or not), which the home page and a phone's list cards never need: this
 * keeps them off those first visits (issue 17).
 */
export function Panel({ title, extra, children, style, 'data-testid': testId }: PanelProps) {
  const { token } = theme.useToken();
  const edge = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div data-testid={testId} style={{ background: token.colorBgContainer, border: edge, borderRadius: token.borderRadiusLG, ...style }}>
      {title !== undefined && (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', minHeight: 38, padding: `0 ${token.paddingSM}px`, borderBottom: edge, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
          <div style={{ padding: '8px 0', minWidth: 0, overflowWrap: 'anywhere' }}>{title}</div>
          {extra && <div style={{ fontWeight: 'normal' }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </div>
  );
}
