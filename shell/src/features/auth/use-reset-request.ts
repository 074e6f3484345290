import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { isIndianMobile, normalizePhone } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';

/** A phone number as the server stores it (10 digits); an email as typed. */
export const accountOf = (value: string) => (value.includes('@') ? value.trim() : normalizePhone(value));

/** Accepts a 10-digit Indian mobile number or something shaped like an email address. */
export const isAccount = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || isIndianMobile(value);

/** "Email me a reset link": the server answers the same whether or not the account exists. */
export function useResetRequest() {
  const notify = useNotify();
  const { t } = useTranslation('shell');
  return useMutation({
    mutationFn: (account: string) => unwrap(api.POST('/api/users/password-reset', { body: { account: accountOf(account) } })),
    onError: (error) => notify.error(errorMessage(error, t('auth.forgot.failed'))),
  });
}
