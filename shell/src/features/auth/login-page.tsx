import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
// The two inputs alone: antd's Input index also carries TextArea, Search and OTP (about 6 kB gzip).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from '@clinic/router';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { isIndianMobile, Messages, normalizePhone, PHONE_INPUT_MAX_LENGTH, phoneKeystrokes, type LoginRequest } from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { useSessionActions } from '../../session/session-actions';
import { AuthCard } from './auth-card';
import { LeanField } from './lean-field';
import { safeRedirect } from './redirect';

type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

function validate({ phone, password }: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  if (!isIndianMobile(phone)) errors.phone = Messages.auth.invalidPhone;
  if (!password) errors.password = 'Please enter your password';
  return errors;
}

/**
 * `/login`: phone and password; afterwards to `redirect`, by default /Home.
 * The first screen most visitors load, so it is kept lean: two inputs checked here rather than
 * antd's Form, whose field engine and validator (about 40 kB gzip) every other form still uses.
 */
export function LoginPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/Home');
  const { signIn } = useSessionActions();
  const notify = useNotify();
  const [values, setValues] = useState<LoginRequest>({ phone: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/api/users/auth', { body })),
    onSuccess: signIn,
    onError: (error) => notify.error(errorMessage(error, Messages.auth.loginFailed)),
  });

  if (user) return <Navigate to={redirect} replace />;

  const change = (field: keyof LoginRequest, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has shown an error, it is re-checked as the user types, as antd's forms do.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) login.mutate({ ...values, phone: normalizePhone(values.phone) });
  };

  return (
    <AuthCard
      title="Sign In"
      footer={
        <>
          New here? <Link to={`/register${params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>Create an account</Link>
          <br />
          <Link to="/forgot-password">Forgot your password?</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={login.isPending}>
        <LeanField id="login-phone" label="Phone number" error={errors.phone}>
          <Input
            id="login-phone"
            value={values.phone}
            onChange={(event) => change('phone', phoneKeystrokes(event.target.value))}
            status={errors.phone ? 'error' : undefined}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={errors.phone ? 'login-phone-error' : undefined}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            disabled={login.isPending}
            autoFocus
          />
        </LeanField>
        <LeanField id="login-password" label="Password" error={errors.password}>
          <Password
            id="login-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            status={errors.password ? 'error' : undefined}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            autoComplete="current-password"
            disabled={login.isPending}
          />
        </LeanField>
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
