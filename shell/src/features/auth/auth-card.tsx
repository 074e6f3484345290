import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow centred panel the sign-in, registration and recovery screens share. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div style={{ maxWidth: 420, margin: '24px auto', background: '#fff', padding: '28px 32px', borderRadius: 12, border: '1px solid #e8ece8' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
      {footer && <div style={{ marginTop: 16, color: '#5b6660' }}>{footer}</div>}
    </div>
  );
}
