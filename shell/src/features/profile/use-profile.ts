import type { FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { normalizePhone, type UpdateProfileRequest } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { showFieldErrors } from '@clinic/ui';

export type ProfileForm = Required<Pick<UpdateProfileRequest, 'name' | 'email' | 'phone' | 'address'>> & {
  password?: string;
  confirmPassword?: string;
  currentPassword?: string;
};

/** Saving one's own profile: the server's field errors go under the fields, anything else is a toast. */
export function useProfile(form: FormInstance<ProfileForm>) {
  const { user, notify, updateUser } = useHost();
  const { t } = useTranslation('shell');
  const m = useMessages();
  const update = useMutation({
    mutationFn: (body: UpdateProfileRequest) => unwrap(api.PUT('/api/users/profile', { body })),
    onSuccess: (updated) => {
      updateUser(updated);
      form.setFieldsValue({ password: '', confirmPassword: '', currentPassword: '', phone: updated.phone });
      notify.success(m.profile.updated);
    },
    onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('profile.updateFailed'))),
  });

  // The server asks for the current password when the password or the phone changes.
  const changesCredentials = (values: Pick<ProfileForm, 'password' | 'phone'>) =>
    Boolean(values.password) || (values.phone !== undefined && normalizePhone(values.phone) !== user?.phone);

  const submit = ({ confirmPassword: _confirm, password, currentPassword, phone, ...fields }: ProfileForm) =>
    update.mutate({
      ...fields,
      phone: normalizePhone(phone),
      ...(password ? { password } : {}),
      ...(changesCredentials({ password, phone }) ? { currentPassword } : {}),
    });

  return { submit, changesCredentials, pending: update.isPending };
}
