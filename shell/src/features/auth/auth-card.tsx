import type { ReactNode } from 'react';

/**
 * The narrow centred panel the sign-in, registration and recovery screens share. A plain heading,
 * the page's h1 styled as antd's level-2 title, keeps antd's Typography (about 10 kB) off the sign-in page.
 * Styled in index.html, where the early paint (src/early-paint) draws the sign-in card with the same classes.
 */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-card">
      <h1 className="auth-card-title">{title}</h1>
      {children}
      {footer && <div className="auth-card-footer">{footer}</div>}
    </div>
  );
}
