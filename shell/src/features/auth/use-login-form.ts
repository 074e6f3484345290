import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, isApiError, unwrap } from '@clinic/api-client';
import { isIndianMobile, Messages, normalizePhone, type LoginRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useSessionActions } from '../../session/session-actions';

type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

function validate({ phone, password }: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  if (!isIndianMobile(phone)) errors.phone = Messages.auth.invalidPhone;
  if (!password) errors.password = 'Please enter your password';
  return errors;
}

/** The sign-in form's values and errors, checked here (no antd Form) and again by the server. */
export function useLoginForm() {
  const { signIn } = useSessionActions();
  const notify = useNotify();
  const [values, setValues] = useState<LoginRequest>({ phone: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/api/users/auth', { body })),
    onSuccess: signIn,
    onError: (error) => {
      // The server's field errors go under their fields; anything else is a toast.
      const fields = isApiError(error) ? error.errors.filter((e): e is { field: keyof LoginRequest; message: string } => e.field === 'phone' || e.field === 'password') : [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((e) => [e.field, e.message])));
      else notify.error(errorMessage(error, Messages.auth.loginFailed));
    },
  });

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
  return { values, errors, change, submit, pending: login.isPending };
}
