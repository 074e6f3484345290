import { Form, Input, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@clinic/contracts';
import { messagesIn } from '@clinic/i18n';
import { uiText, useUiTranslation } from './i18n';

type Rules = NonNullable<FormItemProps['rules']>;

/**
 * The rules of an account's name, email and password, with the API's limits and messages: the same
 * on registering, on the profile and on an admin's edit of a user. Read when a form renders, so
 * their messages are in the reader's language of that moment (`useAccountRules` re-renders on a change).
 */
export const accountRules = {
  get name(): Rules {
    return [
      { required: true, whitespace: true, message: messagesIn().users.nameRequired },
      { max: NAME_MAX_LENGTH, message: uiText('account.nameTooLong', { max: NAME_MAX_LENGTH }) },
    ];
  },
  get email(): Rules {
    return [{ type: 'email', max: EMAIL_MAX_LENGTH, message: messagesIn().users.invalidEmail }];
  },
  /** A new password; optional where blank means "keep the current one". */
  password: (required: boolean): Rules => [
    { required, min: PASSWORD_MIN_LENGTH, message: messagesIn().users.passwordTooShort },
    { max: PASSWORD_MAX_LENGTH, message: uiText('account.passwordTooLong', { max: PASSWORD_MAX_LENGTH }) },
  ],
  /** The same password again, checked against the field `password`. */
  confirmPassword: (required: boolean): Rules => [
    ...(required ? [{ required: true, message: uiText('account.confirmRequired') }] : []),
    ({ getFieldValue }) => ({
      validator: (_rule, value?: string) =>
        (required && !value) || (getFieldValue('password') ?? '') === (value ?? '')
          ? Promise.resolve()
          : Promise.reject(new Error(messagesIn().auth.passwordsDoNotMatch)),
    }),
  ],
};

/** `accountRules`, for a screen that builds its own fields: re-renders when the language changes. */
export function useAccountRules(): typeof accountRules {
  useUiTranslation();
  return accountRules;
}

interface FieldProps {
  label?: string;
  /** "off" where someone fills in another person's details. */
  autoComplete?: string;
  autoFocus?: boolean;
}

export function NameField({ label, autoComplete = 'name', autoFocus }: FieldProps) {
  const { t } = useUiTranslation();
  return (
    <Form.Item label={label ?? t('account.name')} name="name" rules={accountRules.name}>
      <Input autoComplete={autoComplete} autoFocus={autoFocus} />
    </Form.Item>
  );
}

export function EmailField({ label, autoComplete = 'email' }: FieldProps) {
  const { t } = useUiTranslation();
  return (
    <Form.Item label={label ?? t('account.email')} name="email" rules={accountRules.email}>
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );
}

/** A new password (field `password`), and its confirmation (field `confirmPassword`) unless `confirm` is false. */
export function NewPasswordFields({ label, extra, required = false, confirm = true }: { label?: string; extra?: ReactNode; required?: boolean; confirm?: boolean }) {
  const { t } = useUiTranslation();
  return (
    <>
      <Form.Item label={label ?? t('account.password')} name="password" extra={extra} rules={accountRules.password(required)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {confirm && (
        <Form.Item label={t('account.confirmPassword')} name="confirmPassword" dependencies={['password']} rules={accountRules.confirmPassword(required)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
