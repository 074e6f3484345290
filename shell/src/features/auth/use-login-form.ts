import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, isApiError, unwrap } from '@clinic/api-client';
import { isIndianMobile, normalizePhone, type LoginRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { preloadThemed } from '../../app/themed';
import { useSessionActions } from '../../session/session-actions';

type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

/** The texts of the sign-in form's own checks, in the reader's language. */
interface LoginTexts {
  invalidPhone: string;
  passwordRequired: string;
}

function validate({ phone, password }: LoginRequest, texts: LoginTexts): LoginErrors {
  const errors: LoginErrors = {};
  if (!isIndianMobile(phone)) errors.phone = texts.invalidPhone;
  if (!password) errors.password = texts.passwordRequired;
  return errors;
}

function useLoginTexts(): LoginTexts & { loginFailed: string } {
  const m = useMessages();
  const { t } = useTranslation('shell');
  return { invalidPhone: m.auth.invalidPhone, passwordRequired: t('auth.login.passwordRequired'), loginFailed: m.auth.loginFailed };
}

/** The sign-in form's values and errors, checked here (no antd Form) and again by the server. */
export function useLoginForm() {
  const { signIn } = useSessionActions();
  const notify = useNotify();
  const texts = useLoginTexts();
  const [values, setValues] = useState<LoginRequest>({ phone: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/api/users/auth', { body })),
    onSuccess: signIn,
    onError: (error) => {
      // The server's field errors go under their fields; anything else is a toast.
      const fields = isApiError(error) ? error.errors.filter((e): e is { field: keyof LoginRequest; message: string } => e.field === 'phone' || e.field === 'password') : [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((e) => [e.field, e.message])));
      else notify.error(errorMessage(error, texts.loginFailed));
    },
  });

  const change = (field: keyof LoginRequest, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has shown an error, it is re-checked as the user types, as antd's forms do.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next, texts)[field] }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, texts);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      // The next page draws antd: its theme loads while the server checks the password.
      preloadThemed();
      login.mutate({ ...values, phone: normalizePhone(values.phone) });
    }
  };
  return { values, errors, change, submit, pending: login.isPending };
}
