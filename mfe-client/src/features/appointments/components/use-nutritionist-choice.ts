import type { FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from '@clinic/router';
import { useNutritionists } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { messagesIn } from '@clinic/i18n';
import { useRole } from '@clinic/ui';

/**
 * The nutritionists one may book with. A nutritionist books with themselves; others may arrive
 * from an availability page with one chosen (`?nutritionist=`).
 */
export function useNutritionistChoice(form: FormInstance) {
  const { user, is } = useRole();
  const self = is('nutritionist');
  const notify = useNotify();
  const [params] = useSearchParams();
  const nutritionists = useNutritionists();

  const options = useMemo(
    () => (nutritionists.data?.data ?? []).filter((n) => !self || n._id === user?._id).map((n) => ({ value: n._id, label: n.name })),
    [nutritionists.data, self, user],
  );
  useEffect(() => {
    const preset = self ? user?._id : params.get('nutritionist');
    if (preset && !form.getFieldValue('nutritionist')) form.setFieldValue('nutritionist', preset);
  }, [self, user, params, form]);
  useEffect(() => {
    if (nutritionists.isError) notify.error(messagesIn().users.loadNutritionistsFailed);
  }, [nutritionists.isError, notify]);

  return { options, loading: nutritionists.isPending, locked: self };
}
