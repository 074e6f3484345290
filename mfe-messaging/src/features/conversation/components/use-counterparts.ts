import { useMemo, useState } from 'react';
import { useClients, useNutritionists } from '@clinic/api-client';
import { isClinician } from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';
import { useMessages } from '@clinic/i18n';

/**
 * Who the signed-in user can pick to talk to (spec section 6): practitioners choose among clients,
 * clients among nutritionists. Returns select options and a search setter for the client list.
 */
export function useCounterparts() {
  const user = useCurrentUser();
  const m = useMessages();
  const practitioner = isClinician(user?.role);
  const [search, setSearch] = useState('');
  const clients = useClients(search, practitioner);
  const nutritionists = useNutritionists();
  const source = practitioner ? clients : nutritionists;
  const options = useMemo(
    () =>
      practitioner
        ? (clients.data?.data ?? []).map((c) => ({ value: c._id, label: c.name, hint: c.phone }))
        : (nutritionists.data?.data ?? []).filter((n) => n._id !== user?._id).map((n) => ({ value: n._id, label: n.name, hint: '' })),
    [practitioner, clients.data, nutritionists.data, user],
  );
  return {
    practitioner,
    options,
    loading: source.isFetching,
    error: source.isError ? (practitioner ? m.users.loadClientsFailed : m.users.loadNutritionistsFailed) : null,
    search: practitioner ? setSearch : undefined,
  };
}
