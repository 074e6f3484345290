import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '@clinic/i18n';

/**
 * The sign-in page's input, password field and button as plain elements styled like the theme's
 * (index.html, `.lean-*`): antd's Input, Password and Button with their motion and icons weigh about
 * 20 kB gzip, and this is the page most visitors load first (issue 16 §3: within 200 kB in either language).
 */
export function LeanInput({ invalid, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  return <input {...props} aria-invalid={Boolean(invalid)} className={['lean-input', invalid ? 'lean-input-error' : '', className ?? ''].join(' ').trim()} />;
}

export function LeanPassword({ invalid, id, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; id: string }) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  return (
    <span className={`lean-password${invalid ? ' lean-input-error' : ''}`}>
      <input {...props} id={id} type={shown ? 'text' : 'password'} aria-invalid={Boolean(invalid)} className="lean-input" />
      <button
        type="button"
        className="lean-password-toggle"
        aria-controls={id}
        aria-pressed={shown}
        // "Show", pressed or not: a name without "password", so the field stays the one control labelled so.
        aria-label={t('auth.login.showPassword')}
        onClick={() => setShown((value) => !value)}
        disabled={props.disabled}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
          />
          {!shown && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
        </svg>
      </button>
    </span>
  );
}

export function LeanSubmit({ pending, children }: { pending: boolean; children: string }) {
  return (
    <button type="submit" className="lean-button" disabled={pending} aria-busy={pending}>
      {pending && <span className="lean-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
