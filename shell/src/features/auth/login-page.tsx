import './auth-i18n';
import { Link, Navigate, useSearchParams } from '@clinic/router';
import { PHONE_INPUT_MAX_LENGTH, phoneKeystrokes } from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';
import { richText, useTranslation } from '@clinic/i18n';
import { AuthCard } from './auth-card';
import { LeanInput, LeanPassword, LeanSubmit } from './lean-controls';
import { LeanField } from './lean-field';
import { safeRedirect } from './redirect';
import { useLoginForm } from './use-login-form';

/**
 * `/login`: phone and password; afterwards to `redirect`, by default /Home.
 * The first screen most visitors load, so it is kept lean: two plain inputs checked here rather than
 * antd's Form, whose field engine and validator (about 40 kB gzip) every other form still uses.
 */
export function LoginPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/Home');
  const { values, errors, change, submit, pending } = useLoginForm();
  const { t } = useTranslation('shell');

  if (user) return <Navigate to={redirect} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      footer={
        <>
          {richText(t('auth.login.footer'), {
            register: (text) => <Link to={`/register${params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>{text}</Link>,
          })}
          <br />
          <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={pending}>
        <LeanField id="login-phone" label={t('auth.login.phone')} error={errors.phone}>
          <LeanInput
            id="login-phone"
            type="tel"
            value={values.phone}
            onChange={(event) => change('phone', phoneKeystrokes(event.target.value))}
            invalid={Boolean(errors.phone)}
            aria-describedby={errors.phone ? 'login-phone-error' : undefined}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.login.phonePlaceholder')}
            disabled={pending}
            autoFocus
          />
        </LeanField>
        <LeanField id="login-password" label={t('auth.login.password')} error={errors.password}>
          <LeanPassword
            id="login-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            autoComplete="current-password"
            disabled={pending}
          />
        </LeanField>
        <LeanSubmit pending={pending}>{t('auth.login.submit')}</LeanSubmit>
      </form>
    </AuthCard>
  );
}
