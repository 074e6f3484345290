import type { FormInstance } from 'antd';
import { useNavigate } from '@clinic/router';
import { errorMessage, isApiError } from '@clinic/api-client';
import { type AdminUpdateUserRequest, ErrorCode, normalizePhone } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { showFieldErrors } from '@clinic/ui';
import { useUpdateUser } from '../api/users';

/**
 * Saving an admin's changes to a user. A refusal about one field is shown under it: the server's
 * field errors, and the clinic's last admin keeping the admin role (under Role).
 */
export function useUserEdit(id: string, form: FormInstance<AdminUpdateUserRequest>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const update = useUpdateUser(id);
  const submit = ({ password, phone, ...fields }: AdminUpdateUserRequest) =>
    update.mutate(
      { ...fields, ...(phone ? { phone: normalizePhone(phone) } : {}), ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          notify.success(m.users.updated);
          navigate('/admin/userlist');
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.LastAdmin) form.setFields([{ name: 'role', errors: [error.message] }]);
          else if (!showFieldErrors(form, error)) notify.error(errorMessage(error, t('users.edit.updateFailed')));
        },
      },
    );
  return { submit, pending: update.isPending };
}
