import type { ReactNode } from 'react';

/**
 * The narrow centred panel the sign-in, registration and recovery screens share. A plain heading,
 * the page's h1 styled as antd's level-2 title, keeps antd's Typography (about 10 kB) off the sign-in page.
 */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div style={{ maxWidth: 420, margin: '24px auto', background: '#fff', padding: '28px 32px', borderRadius: 12, border: '1px solid #e8ece8' }}>
      <h1 style={{ marginTop: 0, marginBottom: '0.5em', fontSize: 30, fontWeight: 600, lineHeight: 1.27, color: 'rgba(0, 0, 0, 0.88)' }}>{title}</h1>
      {children}
      {footer && (
        <div className="auth-card-footer" style={{ marginTop: 16, color: '#5b6660' }}>
          {footer}
        </div>
      )}
    </div>
  );
}
