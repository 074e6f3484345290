import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The heading every screen starts with, with room for actions on the right. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
