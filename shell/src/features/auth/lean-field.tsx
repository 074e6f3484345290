import type { ReactNode } from 'react';

/**
 * A label, a control and its error, laid out and coloured like antd's vertical Form.Item, for the
 * sign-in page that does without antd's Form.
 */
export function LeanField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="lean-field">
      <label htmlFor={id} className="lean-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', lineHeight: 1.5715, marginTop: 2 }}>
          {error}
        </div>
      )}
    </div>
  );
}
