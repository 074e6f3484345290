import { Title } from './typography';
import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The heading every screen starts with, with room for actions on the right. It is the page's one
 * h1 (drawn at antd's h2 size, as before), where focus lands after each navigation. While a
 * screen's code loads, the shell draws the same text with the same look (its `.screen-heading`);
 * keep the two in step.
 */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
      <Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}>
        {children}
      </Title>
      {extra}
    </div>
  );
}
