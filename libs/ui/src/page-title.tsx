import { HeadingLook, Title } from './typography';
import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The heading every screen starts with, with room for actions on the right. It is the page's one
 * h1 (drawn at antd's h2 size, as before), where focus lands after each navigation. `placeholder`:
 * the same look, hidden from assistive technology and not an h1, shown while the screen's code
 * loads (the screen then draws the real one in its place).
 */
export function PageTitle({ children, extra, placeholder = false }: { children: ReactNode; extra?: ReactNode; placeholder?: boolean }) {
  const { token } = theme.useToken();
  const look = { margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 };
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
      {placeholder ? (
        <HeadingLook level={1} style={look}>
          {children}
        </HeadingLook>
      ) : (
        <Title level={1} style={look}>
          {children}
        </Title>
      )}
      {extra}
    </div>
  );
}
